import type { Entry } from '@tessera/core'
import { getBuilderSearchParams } from '../search-params.ts'
import type { SearchParamsInput } from '../search-params.ts'
import type { FetchEntriesOptions } from './fetch-entries.ts'

/** Options of {@link fetchBuilderProps} (Builder gen-2's names). */
export interface FetchBuilderPropsOptions extends Omit<FetchEntriesOptions, 'model'> {
  /** The model. Default: `page`. */
  model?: string
  /** The page's URL: its path targets the content (`urlPath`), its `builder.*` parameters apply. */
  url?: URL | string
  /** The page's path (`urlPath`), over the URL's. */
  path?: string
  /** The page's query string or Next's `searchParams`, over the URL's (`builder.*` only). */
  searchParams?: SearchParamsInput
}

/** What {@link fetchBuilderProps} resolves to: the props of `<Content>`. */
export interface BuilderProps {
  apiKey: string
  apiHost?: string
  model: string
  content: Entry | null
}

function pathOf(url: URL | string | undefined): string | undefined {
  if (url === undefined) return undefined
  try {
    return new URL(url, 'http://path.invalid').pathname
  } catch {
    return undefined
  }
}

/**
 * Fetches the entry a page shows and returns it with the other props `<Content>` needs, as
 * Builder's gen-2 `fetchBuilderProps`: `userAttributes.urlPath` from `path` (else the URL's path,
 * else the given attributes'), and the page's `builder.*` parameters (`searchParams`, else the
 * URL's) as API options (`preview`, `overrides.*`, `cachebust`…). The fetching code loads on the
 * first call.
 * @throws the errors of `fetchOneEntry`.
 * @example
 * const props = await fetchBuilderProps({ apiKey, apiHost, path: '/about', searchParams })
 * return <Content {...props} />
 */
export async function fetchBuilderProps(options: FetchBuilderPropsOptions): Promise<BuilderProps> {
  const { url, path, searchParams, model = 'page', ...rest } = options
  const urlPath = path ?? pathOf(url) ?? rest.userAttributes?.urlPath
  const search = searchParams ?? (url === undefined ? undefined : new URL(url, 'http://x.invalid'))
  const builderOptions = search === undefined ? {} : getBuilderSearchParams(search)
  // Loaded on the first call, as `@tessera/sdk/lazy-fetch` does.
  const { fetchOneEntry } = await import('./fetch-entries.ts')
  const content = await fetchOneEntry({
    ...rest,
    model,
    userAttributes: { ...rest.userAttributes, ...(urlPath === undefined ? {} : { urlPath }) },
    options: { ...builderOptions, ...rest.options },
  })
  return {
    apiKey: options.apiKey,
    ...(options.apiHost === undefined ? {} : { apiHost: options.apiHost }),
    model,
    content,
  }
}
