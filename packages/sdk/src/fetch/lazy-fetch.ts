/**
 * `@tessera/sdk/lazy-fetch`: `fetchEntries` and `fetchOneEntry` that load the fetching code
 * (URL building, request, normalisation) with a dynamic `import()` on their first call, so a
 * bundler leaves it out of a page's first chunk. Same arguments, results and errors as the
 * functions of `fetch-entries.ts`.
 * @module
 */
import type * as FetchModule from './fetch-entries.ts'
import type { FetchEntriesOptions } from './fetch-entries.ts'
import type { Entry } from '@tessera/core'

let loading: Promise<typeof FetchModule> | undefined

function load(): Promise<typeof FetchModule> {
  // A failed load (network) is forgotten, so the next call tries again.
  loading ??= import('./fetch-entries.ts').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** `fetchEntries` of `fetch-entries.ts`, its code loaded on the first call. */
export async function fetchEntries(options: FetchEntriesOptions): Promise<Entry[]> {
  return (await load()).fetchEntries(options)
}

/** `fetchOneEntry` of `fetch-entries.ts`, its code loaded on the first call. */
export async function fetchOneEntry(options: FetchEntriesOptions): Promise<Entry | null> {
  return (await load()).fetchOneEntry(options)
}

export { fetchBuilderProps } from './fetch-builder-props.ts'
export type { BuilderProps, FetchBuilderPropsOptions } from './fetch-builder-props.ts'
