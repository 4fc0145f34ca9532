'use client'

/**
 * The built-in blocks' components that `@tessera/react`'s root exports (Builder gen-2's names).
 * A client module: they render with hooks and the builder context, so under React Server
 * Components the root hands them out as client references and a server build never reaches the
 * renderer (as for `Content` and `Blocks`).
 * @module
 */
export { Button } from './button/index.ts'
export { Columns } from './columns/index.ts'
export { Fragment } from './fragment/index.ts'
export { Image } from './image/index.ts'
export { Section } from './section/index.ts'
export { Symbol } from './symbol/index.ts'
export { Text } from './text/index.ts'
export { Video } from './video/index.ts'
