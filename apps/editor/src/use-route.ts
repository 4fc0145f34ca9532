import { useCallback, useSyncExternalStore } from 'react'

/** The editor's screens without an id, each at `/editor/<name>`. */
export const SECTIONS = ['calendar', 'team', 'assets', 'forms'] as const
export type Section = (typeof SECTIONS)[number]

/**
 * The editor's own paths, under `/editor/`: the pages list, one page or symbol being edited, or
 * one of the {@link SECTIONS}.
 */
export type Route = { name: 'pages' } | { name: 'page' | 'symbol'; id: string } | { name: Section }

const BASE = '/editor/'

export function parseRoute(pathname: string): Route {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : ''
  const section = SECTIONS.find((name) => name === rest)
  if (section) return { name: section }
  const match = /^(pages|symbols)\/([^/]+)$/.exec(rest)
  if (!match?.[2]) return { name: 'pages' }
  return { name: match[1] === 'symbols' ? 'symbol' : 'page', id: decodeURIComponent(match[2]) }
}

export function routePath(route: Route): string {
  if (route.name === 'pages') return BASE
  if (route.name === 'page' || route.name === 'symbol') {
    return `${BASE}${route.name === 'symbol' ? 'symbols' : 'pages'}/${encodeURIComponent(route.id)}`
  }
  return `${BASE}${route.name}`
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
