import { HOVER_PREFETCH_QUEUE, LOG_PREFIX } from '@tessera/core'
import type { Entry } from '@tessera/core'
import { fetchOneEntry, getDefaultUserAttributes } from '@tessera/sdk'
import { useEffect, useRef, useState } from 'react'
import type { BuilderContextValue } from '../../types.ts'
import { createPageCache } from './create-page-cache.ts'
import type { PageCache } from './create-page-cache.ts'
import { closestAnchor, getRoutableUrl, isPlainLeftClick, pageKey } from './get-routable-url.ts'

/** What `onRoute` receives before the Router follows a link. */
export interface RouteEvent {
  /** Path, query and hash of the link (`/shop?x=1#top`). */
  url: string
  anchorNode: Element
  /** The site handles this link itself: the Router does nothing more (the click stays prevented). */
  preventDefault(): void
  defaultPrevented: boolean
}

/** Options of {@link useRouter}. */
export interface UseRouterOptions {
  model: string
  handleRouting: boolean
  preloadOnHover: boolean
  onRoute: ((event: RouteEvent) => void) | undefined
  builderContext: BuilderContextValue
}

/** What a Router shows: the initial children (`page` null) or a loaded page. */
export interface RouterView {
  page: { key: string; entry: Entry } | null
  loading: boolean
}

interface RouterInstance {
  cache: PageCache<Entry | null>
  initialKey: string | undefined
  currentKey: string | undefined
  navigation: number
  active: boolean
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** `state.location` after a route change. */
export function toLocationState(url: URL): Record<string, unknown> {
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    path: url.pathname.split('/').filter((part) => part !== ''),
    query: Object.fromEntries(url.searchParams),
  }
}

/**
 * Client-side routing for a Router block, in the browser only (an effect): document-level click
 * handling of same-origin links (see `getRoutableUrl`), `popstate`, and hover/touch/focus
 * prefetching (at most `HOVER_PREFETCH_QUEUE` requests in flight) into a cache owned by this
 * Router. A page is the `model` entry fetched with `userAttributes.urlPath` = the path. A failed
 * load, or no entry for the path, is logged and followed by a full page load (`location.assign`).
 * Does nothing while editing.
 */
export function useRouter(options: UseRouterOptions): RouterView {
  const [instance] = useState<RouterInstance>(() => ({
    cache: createPageCache(HOVER_PREFETCH_QUEUE),
    initialKey: undefined,
    currentKey: undefined,
    navigation: 0,
    active: false,
  }))
  const latest = useRef(options)
  latest.current = options
  const [view, setView] = useState<RouterView>({ page: null, loading: false })
  const { handleRouting, preloadOnHover } = options
  const isEditing = options.builderContext.isEditing

  useEffect(() => {
    if (!handleRouting || isEditing) return
    instance.active = true
    instance.initialKey ??= pageKey(location)
    instance.currentKey ??= instance.initialKey

    const fetchPage = (url: URL) => {
      const { model, builderContext } = latest.current
      return fetchOneEntry({
        model,
        apiKey: builderContext.apiKey ?? '',
        apiHost: builderContext.apiHost,
        locale: builderContext.locale,
        userAttributes: { ...getDefaultUserAttributes(), urlPath: url.pathname },
      })
    }
    const fullLoad = (url: URL) => location.assign(url.href)
    const setLocationState = (url: URL) =>
      latest.current.builderContext.setState((previous) => ({
        ...previous,
        location: toLocationState(url),
      }))

    const navigate = (url: URL, scroll: boolean) => {
      const key = pageKey(url)
      instance.currentKey = key
      const id = ++instance.navigation
      if (key === instance.initialKey) {
        setView({ page: null, loading: false })
        return
      }
      setView((previous) => ({ ...previous, loading: true }))
      instance.cache
        .load(key, () => fetchPage(url), { urgent: true })
        .then(
          (entry) => {
            if (!instance.active || id !== instance.navigation) return
            if (entry === null) {
              console.warn(
                `${LOG_PREFIX}Router: no ${latest.current.model} entry for ${url.pathname}; loading the page from the server`,
              )
              fullLoad(url)
              return
            }
            setView({ page: { key, entry }, loading: false })
            if (scroll && typeof window.scrollTo === 'function') window.scrollTo(0, 0)
          },
          (error: unknown) => {
            if (!instance.active || id !== instance.navigation) return
            console.error(
              `${LOG_PREFIX}Router could not load ${key}: ${messageOf(error)}; loading the page from the server`,
            )
            fullLoad(url)
          },
        )
    }

    const onClick = (event: MouseEvent) => {
      if (!isPlainLeftClick(event)) return
      const anchor = closestAnchor(event.target)
      const url = anchor && getRoutableUrl(anchor, location)
      if (!anchor || !url) return
      event.preventDefault()
      const routeEvent: RouteEvent = {
        url: `${url.pathname}${url.search}${url.hash}`,
        anchorNode: anchor,
        defaultPrevented: false,
        preventDefault: () => {
          routeEvent.defaultPrevented = true
        },
      }
      try {
        latest.current.onRoute?.(routeEvent)
      } catch (error) {
        console.error(`${LOG_PREFIX}Router onRoute failed:`, error)
      }
      if (routeEvent.defaultPrevented || url.href === location.href) return
      history.pushState(null, '', url.href)
      setLocationState(url)
      if (pageKey(url) !== instance.currentKey) navigate(url, true)
    }
    const onPopState = () => {
      const url = new URL(location.href)
      setLocationState(url)
      if (pageKey(url) !== instance.currentKey) navigate(url, false)
    }
    const onHover = (event: Event) => {
      const anchor = closestAnchor(event.target)
      const url = anchor && getRoutableUrl(anchor, location)
      if (!url) return
      const key = pageKey(url)
      if (key === instance.initialKey || key === instance.currentKey || instance.cache.has(key)) {
        return
      }
      instance.cache
        .load(key, () => fetchPage(url))
        .catch(() => {
          // Forgotten by the cache: a click on the link loads it again.
        })
    }

    const hoverEvents = preloadOnHover ? ['mouseover', 'touchstart', 'focusin'] : []
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPopState)
    for (const type of hoverEvents) document.addEventListener(type, onHover, { passive: true })
    return () => {
      instance.active = false
      instance.cache.dropWaiting()
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPopState)
      for (const type of hoverEvents) document.removeEventListener(type, onHover)
    }
  }, [handleRouting, preloadOnHover, isEditing, instance])

  return view
}
