import type { ComponentInfo } from '../../types.ts'

/**
 * Editor metadata of the `Embed` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const embedInfo: ComponentInfo = {
  name: 'Embed',
  inputs: [
    {
      name: 'url',
      type: 'url',
      required: true,
      defaultValue: '',
      helperText: 'The page to embed (a video, a post, a map…)',
    },
    { name: 'content', type: 'html', defaultValue: '', hideFromUI: true },
  ],
}
