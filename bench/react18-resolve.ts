/**
 * Module resolution hook of the renderer benchmark's React 18 child (registered by
 * `render-child.ts` before anything loads React): React and the official Builder SDKs resolve
 * from `bench/react18/` (its own install, React 18) instead of the workspace (React 19), for
 * every module of the process, Tessera's included, so one React runs in it. The SDKs' own
 * dependencies then resolve beside them, in `bench/react18/node_modules`.
 * @module
 */
import type { InitializeHook, ResolveHook } from 'node:module'

/** The specifiers redirected, with their subpaths (`react-dom/server`, `react/jsx-runtime`). */
const REDIRECTED = /^(?:react|react-dom|@builder\.io\/(?:react|sdk|sdk-react))(?:\/.*)?$/

/** What {@link initialize} is given: the URL the redirected specifiers resolve from. */
export interface React18HookData {
  /** A file URL inside `bench/react18/` (its package.json). */
  parentURL: string
}

let react18Parent: string | undefined

export const initialize: InitializeHook<React18HookData> = (data) => {
  react18Parent = data.parentURL
}

export const resolve: ResolveHook = (specifier, context, nextResolve) =>
  react18Parent !== undefined && REDIRECTED.test(specifier)
    ? nextResolve(specifier, { ...context, parentURL: react18Parent })
    : nextResolve(specifier, context)

/** Whether {@link resolve} redirects `specifier` (exported for its test). */
export function isRedirected(specifier: string): boolean {
  return REDIRECTED.test(specifier)
}
