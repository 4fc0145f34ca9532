import type { Block } from '@tessera/core'
import type { ComponentInfo } from '../../types.ts'

/** A Text tile as the editor inserts it, `height` px tall at the large size. */
function textTile(text: string, height: number): Block {
  return {
    '@type': '@builder.io/sdk:Element',
    responsiveStyles: {
      large: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        textAlign: 'center',
        minHeight: `${height}px`,
        backgroundColor: 'rgba(0, 0, 0, 0.05)',
      },
    },
    component: { name: 'Text', options: { text } },
  }
}

/** A new tile of the `tiles` list. */
const NEW_TILE = textTile('I am a tile', 150)

/**
 * Editor metadata of the `Builder:Masonry` widget (inputs as Builder's widget registers them):
 * not needed to render, so kept out of the runtime definition. `showIf` and `onChange` are
 * code the editor runs, given as strings.
 */
export const masonryInfo: ComponentInfo = {
  name: 'Builder:Masonry',
  canHaveChildren: true,
  defaultStyles: { paddingLeft: '20px', paddingRight: '20px', paddingBottom: '20px' },
  defaultChildren: [150, 250, 200, 300, 180, 220].map((height, index) =>
    textTile(`Tile ${index + 1}`, height),
  ),
  inputs: [
    {
      name: 'columnWidth',
      type: 'string',
      helperText: 'Width of each tile, as a CSS value. E.g. "200px" or "50%"',
      defaultValue: '200px',
    },
    {
      name: 'gutterSize',
      type: 'number',
      helperText: 'Space between tiles in pixels, e.g. "20" for 20 pixels',
      defaultValue: 0,
      advanced: true,
    },
    {
      name: 'tiles',
      type: 'list',
      subFields: [
        { name: 'content', type: 'uiBlocks', hideFromUI: true, defaultValue: [NEW_TILE] },
      ],
      defaultValue: [],
      showIf: "options.get('useChildrenForTiles') === false",
    },
    {
      name: 'useChildrenForTiles',
      type: 'boolean',
      helperText:
        'Use child elements for each tile, instead of the list. Useful for dynamically repeating tiles',
      advanced: true,
      defaultValue: true,
      onChange: "if (options.get('useChildrenForTiles') === true) options.set('tiles', [])",
    },
  ],
}
