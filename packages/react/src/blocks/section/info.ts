import type { ComponentInfo } from '../../types.ts'

/**
 * Editor metadata of the `Core:Section` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const sectionInfo: ComponentInfo = {
  name: 'Core:Section',
  inputs: [
    { name: 'maxWidth', type: 'number', defaultValue: 1200 },
    {
      name: 'lazyLoad',
      type: 'boolean',
      defaultValue: false,
      advanced: true,
      helperText: 'Only render this section when in view',
    },
  ],
  defaultStyles: {
    paddingLeft: '20px',
    paddingRight: '20px',
    paddingTop: '50px',
    paddingBottom: '50px',
    marginTop: '0px',
    width: '100vw',
    marginLeft: 'calc(50% - 50vw)',
  },
}
