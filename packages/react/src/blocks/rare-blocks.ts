/**
 * The components of the built-in blocks most pages do not have, besides the form blocks (see
 * `ChunkBlockName`), together: one chunk in browser builds. One chunk rather than one per
 * block: each more chunk splits the modules they share with the page (React, the renderer)
 * into more files, which cost more than the blocks a page loads without rendering them.
 * @module
 */
export { CustomCode } from './custom-code/custom-code.tsx'
export { Embed } from './embed/embed.tsx'
export { Mutation } from './mutation/mutation.tsx'
export { PersonalizationContainer } from './personalization-container/personalization-container.tsx'
export { Slot } from './slot/slot.tsx'
export { StateProvider } from './state-provider/state-provider.tsx'
export { Router } from './router/router.tsx'
export { Symbol } from './symbol/symbol.tsx'
export { Video } from './video/video.tsx'
