/** The parts of a mouse event that decide whether a click is a plain one. */
export interface ClickLike {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

/** A left click without modifier keys that nothing has handled yet. */
export function isPlainLeftClick(event: ClickLike): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  )
}

/** The nearest `a[href]` at or above an event target, or null. */
export function closestAnchor(target: EventTarget | null): Element | null {
  const element = target as { closest?: (selector: string) => Element | null } | null
  return typeof element?.closest === 'function' ? element.closest('a[href]') : null
}

/**
 * The URL a Router takes over for a link, or null when the browser should follow it: the href
 * must resolve to the page's origin, with no `target` (or `target="_client"`), no `download`,
 * and not be a `#hash` of the current page.
 * @example getRoutableUrl(a, new URL('https://s.com/a')) // `<a href="/b">` → URL https://s.com/b
 */
export function getRoutableUrl(anchor: Element, page: URL | Location): URL | null {
  const href = anchor.getAttribute('href')
  if (href === null || href.trim() === '' || href.trim().startsWith('#')) return null
  if (anchor.hasAttribute('download')) return null
  const target = anchor.getAttribute('target')
  if (target !== null && target !== '' && target !== '_client') return null
  let url: URL
  try {
    url = new URL(href, page.href)
  } catch {
    return null
  }
  if (url.origin !== page.origin) return null
  if (url.hash !== '' && url.pathname === page.pathname && url.search === page.search) return null
  return url
}

/** The key a Router caches a page under: `pathname + search`. */
export function pageKey(url: URL | Location): string {
  return `${url.pathname}${url.search}`
}
