/**
 * The parts of the React renderer that only some content needs, by name: the event handlers of
 * blocks with `actions`, the code that runs `pageLoad` / `scrollInView` animations, and the
 * content's CSS. Loaded through `#renderer-parts`: at once outside browser builds, as one chunk
 * in them (see `parts-loader.browser.ts`).
 * @module
 */
export * as actions from '../blocks-renderer/get-action-handlers.ts'
export * as animations from '../animations/bind-animation.ts'
export * as contentCss from '../styles/get-content-css.ts'
