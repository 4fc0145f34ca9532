/**
 * Which blocks the site may send to the browser as stand-ins (see `strip-server-blocks.ts`), by
 * the names content uses. Checked against the block definitions by `server-html-names.test.ts`,
 * so that this module imports no component and runs in React Server Components.
 * @module
 */

/** The stand-in block: its content is the server's HTML, taken from the page in the browser. */
export const SERVER_HTML_BLOCK = 'Tessera:ServerHtml'

/**
 * The built-in blocks that are only HTML: each has a static-HTML writer (`renderHtml`), no
 * browser behaviour, and renders its children through the block renderer without reading them.
 */
export const HTML_ONLY_BLOCKS: ReadonlySet<string> = new Set([
  'Text',
  'Fragment',
  'Core:Section',
  'Core:Button',
  'Columns',
  'Builder:RawText',
  'Image',
  'Raw:Img',
])

/**
 * Those of them with CSS of their own written from their options (`css`): a stand-in keeps
 * those options for its list's style sheet.
 */
export const CSS_OPTION_BLOCKS: ReadonlySet<string> = new Set(['Columns'])

/**
 * Those that draw their own element (`noWrap`), so a stand-in cannot take their place: a
 * stand-in is a wrapper with the server's HTML inside.
 */
export const UNWRAPPED_BLOCKS: ReadonlySet<string> = new Set(['Fragment', 'Core:Button', 'Raw:Img'])

/**
 * The option that makes a block of these types wait until in view before rendering its
 * children in the browser (`deferChildren` of its tree): such a block is not only HTML.
 */
export const DEFERRING_OPTIONS: ReadonlyMap<string, string> = new Map([
  ['Core:Section', 'lazyLoad'],
])

/** The Symbol block: its inlined content is looked into as a page's. */
export const SYMBOL_BLOCK = 'Symbol'
