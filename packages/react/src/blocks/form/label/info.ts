import type { ComponentInfo } from '../../../types.ts'

/**
 * Editor metadata of the `Form:Label` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const labelInfo: ComponentInfo = {
  name: 'Form:Label',
  inputs: [
    { name: 'text', type: 'html', richText: true, defaultValue: 'Label' },
    { name: 'for', type: 'text', helperText: 'The id of the field this label is for' },
  ],
}
