import type { Entry } from '@tessera/core'
import { fetchOneEntry } from '@tessera/sdk'
import type { FetchFunction } from '@tessera/sdk'
import { FETCH_TIMEOUT_MS } from './site-config.ts'
import type { ServiceConfig } from './site-config.ts'

/**
 * The site's preview of one symbol entry (`/tessera-preview/symbol/<id>`), the page the editor
 * frames to edit a symbol: the symbol's published content (references inlined), or `null`
 * when it has none yet or the service fails (the editor sends the content it edits anyway).
 * @module
 */

/** The path of the preview of symbol `id` on the site. */
export function symbolPreviewPath(id: string): string {
  return `/tessera-preview/symbol/${encodeURIComponent(id)}`
}

/** Fetches the published body of symbol `id` (model `symbol`), uncached; `null` on failure. */
export async function fetchSymbolPreview(
  id: string,
  config: ServiceConfig,
  options: { fetch?: FetchFunction; timeoutMs?: number } = {},
): Promise<Entry | null> {
  try {
    return await fetchOneEntry({
      model: 'symbol',
      apiKey: config.apiKey,
      apiHost: config.apiHost,
      query: { id },
      includeRefs: true,
      cachebust: true,
      noCache: true,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      fetchOptions: {
        cache: 'no-store',
        signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS),
      },
    })
  } catch (error) {
    console.warn(`[tessera-site] symbol preview ${id} without content:`, error)
    return null
  }
}
