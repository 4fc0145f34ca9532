/**
 * Whether the page runs inside the editor or its preview. Both are safe on the server: without
 * a window or a search string they answer `false`.
 * @module
 */

export interface EditingCheckOptions {
  /** The URL's query string (with or without `?`). Default: `location.search`, or `''` on the server. */
  search?: string
  /** Whether the page is framed. Default: `window.self !== window.top`, or `false` on the server. */
  isInIframe?: boolean
}

function defaultSearch(): string {
  return typeof location === 'undefined' ? '' : location.search
}

function defaultIsInIframe(): boolean {
  if (typeof window === 'undefined') return false
  try {
    return window.self !== window.top
  } catch {
    // Some browsers throw when reading a cross-origin top: then we are framed.
    return true
  }
}

// Builder's SDKs accept `builder_x` as `builder.x` in the URL.
function hasBuilderParam(search: string, name: string): boolean {
  const params = new URLSearchParams(search)
  return params.has(`builder.${name}`) || params.has(`builder_${name}`)
}

/**
 * Whether the page is the editor's editing frame: framed AND the URL has `builder.frameEditing=`.
 * @example
 * isEditing({ search: '?builder.frameEditing=page', isInIframe: true }) // true
 */
export function isEditing(options: EditingCheckOptions = {}): boolean {
  const framed = options.isInIframe ?? defaultIsInIframe()
  return framed && hasBuilderParam(options.search ?? defaultSearch(), 'frameEditing')
}

/**
 * Whether the page shows a preview: the URL has `builder.preview=` or `builder.frameEditing=`
 * (framed or not). On the server pass the request's query string.
 */
export function isPreviewing(options: Pick<EditingCheckOptions, 'search'> = {}): boolean {
  const search = options.search ?? defaultSearch()
  return hasBuilderParam(search, 'preview') || hasBuilderParam(search, 'frameEditing')
}
