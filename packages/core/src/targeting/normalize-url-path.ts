/**
 * Removes trailing slashes, keeping the root path `/` as it is. Only used on strings that are
 * already paths; see {@link normalizeUrlPath} for visitor paths.
 */
export function stripTrailingSlashes(path: string): string {
  if (!path.endsWith('/')) return path
  const stripped = path.replace(/\/+$/, '')
  return stripped === '' ? '/' : stripped
}

/**
 * The canonical form of a URL path, used for targeting on `urlPath` and for indexing pages by
 * path: the query string and hash are cut off, trailing slashes are removed (except for the
 * root), and an empty path becomes `/`. The path is not decoded, lower-cased or given a leading
 * slash.
 * @example
 * normalizeUrlPath('/about/?ref=x#team') // '/about'
 * normalizeUrlPath('') // '/'
 */
export function normalizeUrlPath(path: string): string {
  const end = path.search(/[?#]/)
  const pathname = end === -1 ? path : path.slice(0, end)
  return pathname === '' ? '/' : stripTrailingSlashes(pathname)
}
