import { useCallback, useSyncExternalStore } from 'react'

/** The editor's own paths, under `/editor/`: the pages list, or one page being edited. */
export type Route =
  { name: 'pages' } | { name: 'page'; id: string } | { name: 'assets' } | { name: 'forms' }

const BASE = '/editor/'

export function parseRoute(pathname: string): Route {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : ''
  if (rest === 'assets' || rest === 'forms') return { name: rest }
  const match = /^pages\/([^/]+)$/.exec(rest)
  return match?.[1] ? { name: 'page', id: decodeURIComponent(match[1]) } : { name: 'pages' }
}

export function routePath(route: Route): string {
  if (route.name === 'assets' || route.name === 'forms') return `${BASE}${route.name}`
  return route.name === 'page' ? `${BASE}pages/${encodeURIComponent(route.id)}` : BASE
}

const subscribe = (listener: () => void) => {
  window.addEventListener('popstate', listener)
  return () => window.removeEventListener('popstate', listener)
}

/** The current route and a way to go to another (history API; back and forward work). */
export function useRoute(): [Route, (route: Route) => void] {
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname)
  const go = useCallback((route: Route) => {
    window.history.pushState(null, '', routePath(route))
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, [])
  return [parseRoute(pathname), go]
}
