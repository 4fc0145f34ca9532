import type { ComponentInfo } from '../../types.ts'
import { DEFAULT_RESPONSIVE } from './constants.ts'

/** A one-block list: a Text block saying `text`, with `styles` at the large size. */
function textList(text: string, styles: Record<string, string>) {
  return [
    {
      '@type': '@builder.io/sdk:Element',
      responsiveStyles: { large: styles },
      component: { name: 'Text', options: { text } },
    },
  ]
}

/** A new slide's content: a centred, padded text. */
const slide = (text: string) => ({
  content: textList(text, { padding: '50px 20px', textAlign: 'center', minHeight: '200px' }),
})

/** A new arrow: a chevron in a small circle. */
const arrow = (text: string) =>
  textList(text, {
    width: '30px',
    height: '30px',
    borderRadius: '50%',
    textAlign: 'center',
    lineHeight: '30px',
    cursor: 'pointer',
    backgroundColor: 'rgba(0, 0, 0, 0.1)',
  })

/**
 * Editor metadata of the `Builder:Carousel` widget (inputs as Builder's widget registers them):
 * not needed to render, so kept out of the runtime definition.
 */
export const carouselInfo: ComponentInfo = {
  name: 'Builder:Carousel',
  canHaveChildren: true,
  defaultStyles: { paddingLeft: '30px', paddingRight: '30px', paddingBottom: '30px' },
  inputs: [
    {
      name: 'slides',
      type: 'list',
      broadcast: true,
      subFields: [{ name: 'content', type: 'uiBlocks', hideFromUI: true, defaultValue: [] }],
      defaultValue: [slide('Slide 1'), slide('Slide 2')],
      showIf: 'options.get("useChildrenForSlides") !== true',
    },
    {
      name: 'hideDots',
      type: 'boolean',
      defaultValue: false,
      helperText: 'Hide the dots under the slides',
    },
    {
      name: 'autoplay',
      type: 'boolean',
      defaultValue: false,
      helperText: 'Move to the next slide every few seconds (visitors can pause it)',
    },
    {
      name: 'autoplaySpeed',
      type: 'number',
      defaultValue: 5,
      helperText: 'With autoplay, seconds between slides',
      showIf: 'options.get("autoplay") === true',
    },
    { name: 'prevButton', type: 'uiBlocks', hideFromUI: true, defaultValue: arrow('‹') },
    { name: 'nextButton', type: 'uiBlocks', hideFromUI: true, defaultValue: arrow('›') },
    {
      name: 'useChildrenForSlides',
      type: 'boolean',
      defaultValue: false,
      advanced: true,
      helperText:
        'Each child block is a slide instead of the slides list: useful to repeat a block over data',
    },
    {
      name: 'responsive',
      type: 'list',
      advanced: true,
      helperText: 'Settings up to a viewport width (px); the smallest matching breakpoint wins',
      subFields: [
        { name: 'breakpoint', type: 'number' },
        {
          name: 'settings',
          type: 'object',
          subFields: [
            { name: 'slidesToShow', type: 'number', defaultValue: 1 },
            { name: 'slidesToScroll', type: 'number', defaultValue: 1 },
            { name: 'infinite', type: 'boolean', defaultValue: true },
          ],
        },
      ],
      defaultValue: DEFAULT_RESPONSIVE,
    },
    {
      name: 'accessibility',
      type: 'boolean',
      defaultValue: true,
      advanced: true,
      helperText: 'Arrow keys move between slides when the carousel has focus',
    },
    {
      name: 'focusOnSelect',
      type: 'boolean',
      defaultValue: false,
      advanced: true,
      helperText: 'Clicking a slide makes it the current one',
    },
    {
      name: 'ariaLabel',
      type: 'string',
      advanced: true,
      helperText:
        'Name screen readers announce for the carousel (e.g. "Featured products"); default "Carousel"',
    },
  ],
}
