import type { ComponentInfo } from '../../types.ts'

const textBlock = (id: string, text: string, paddingTop: string) => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text } },
  responsiveStyles: { large: { paddingTop, paddingBottom: '10px' } },
})

const newItem = (index: number) => ({
  title: [
    textBlock(`accordion-title-${index}`, `<p>Item ${index + 1} (click to open)</p>`, '10px'),
  ],
  detail: [textBlock(`accordion-detail-${index}`, `<p>Details of item ${index + 1}</p>`, '0')],
})

/**
 * Editor metadata of the `Builder:Accordion` widget (its inputs as Builder registers them, with
 * their defaults): not needed to render, so kept out of the runtime definition.
 */
export const accordionInfo: ComponentInfo = {
  name: 'Builder:Accordion',
  inputs: [
    {
      name: 'items',
      type: 'list',
      broadcast: true,
      subFields: [
        { name: 'title', type: 'uiBlocks', hideFromUI: true, defaultValue: newItem(0).title },
        { name: 'detail', type: 'uiBlocks', hideFromUI: true, defaultValue: newItem(0).detail },
      ],
      defaultValue: [newItem(0), newItem(1)],
      helperText: 'Not used when "useChildrenForItems" is on',
    },
    {
      name: 'oneAtATime',
      type: 'boolean',
      defaultValue: false,
      helperText: 'Opening an item closes the others',
    },
    { name: 'grid', type: 'boolean', defaultValue: false, helperText: 'Show the titles as a grid' },
    {
      name: 'gridRowWidth',
      type: 'string',
      defaultValue: '25%',
      helperText: 'Width of each title in grid mode (CSS width: 25% puts four in a row)',
    },
    {
      name: 'useChildrenForItems',
      type: 'boolean',
      defaultValue: false,
      advanced: true,
      helperText:
        'Take the items from the child blocks (first child of each: title, second: detail) instead of the list, e.g. to repeat them',
    },
  ],
}
