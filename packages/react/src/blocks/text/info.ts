import type { ComponentInfo } from '../../types.ts'

/**
 * Editor metadata of the `Text` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const textInfo: ComponentInfo = {
  name: 'Text',
  inputs: [
    {
      name: 'text',
      type: 'html',
      required: true,
      autoFocus: true,
      bubble: true,
      defaultValue: 'Enter some text...',
    },
  ],
  defaultStyles: { lineHeight: 'normal', height: 'auto', textAlign: 'center' },
}
