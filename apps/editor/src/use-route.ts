import { useCallback, useSyncExternalStore } from 'react'

/** The editor's own paths, under `/editor/`: the pages list, or one page or symbol being edited. */
export type Route =
  { name: 'pages' } | { name: 'page'; id: string } | { name: 'symbol'; id: string }

const BASE = '/editor/'

export function parseRoute(pathname: string): Route {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : ''
  const match = /^(pages|symbols)\/([^/]+)$/.exec(rest)
  if (!match?.[2]) return { name: 'pages' }
  return { name: match[1] === 'symbols' ? 'symbol' : 'page', id: decodeURIComponent(match[2]) }
}

export function routePath(route: Route): string {
  if (route.name === 'pages') return BASE
  return `${BASE}${route.name === 'symbol' ? 'symbols' : 'pages'}/${encodeURIComponent(route.id)}`
}

/** Goes to a route of the editor (history API: back returns). */
export function goTo(route: Route): void {
  window.history.pushState(null, '', routePath(route))
  window.dispatchEvent(new PopStateEvent('popstate'))
}

const subscribe = (listener: () => void) => {
  window.addEventListener('popstate', listener)
  return () => window.removeEventListener('popstate', listener)
}

/** The current route and a way to go to another (history API; back and forward work). */
export function useRoute(): [Route, (route: Route) => void] {
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname)
  const go = useCallback((route: Route) => goTo(route), [])
  return [parseRoute(pathname), go]
}
