/**
 * `#renderer` in React Server Components (the `react-server` import condition, as Next.js sets
 * it for server components): the renderer is never loaded there. Only the modules a server
 * component may import without rendering blocks reach this (the registry and the block
 * definitions, whose components are then stand-ins); `<Content>` and `<Blocks>` are client
 * components (`'use client'`) and get the real loader in their own bundles.
 * @module
 */
import type { RendererModule } from './renderer-loader.ts'

export type { RendererModule }

const NOT_HERE = 'The Tessera renderer runs in client components: render <Content> or <Blocks>'

/** Never loaded in server components. */
export function getLoadedRenderer(): RendererModule | undefined {
  return undefined
}

/** Nothing to do: the renderer is never used in server components. */
export function provideRenderer(_module: RendererModule): void {}

/** Refuses: the renderer is not for server components. */
export function loadRenderer(): Promise<RendererModule> {
  return Promise.reject(new Error(NOT_HERE))
}

/** Refuses: the renderer is not for server components. */
export function useRenderer(): RendererModule {
  throw new Error(NOT_HERE)
}
