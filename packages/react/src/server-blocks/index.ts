/**
 * `@tessera/react/server-blocks`: a page rendered on the server need not send the browser the
 * blocks whose HTML is all there is to them. `stripServerBlocks` (on the server, React Server
 * Components included) turns those into stand-ins; `serverHtmlBlock`, registered where the page
 * renders, takes their content from the server's HTML. The server must render the page from
 * the full entry, the browser from the stripped one.
 * @module
 */
export { rememberServerBlocks } from './remember-server-blocks.ts'
export { serverHtmlBlock } from './server-html-block.tsx'
export { SERVER_HTML_BLOCK } from './server-html-names.ts'
export { stripServerBlocks } from './strip-server-blocks.ts'
