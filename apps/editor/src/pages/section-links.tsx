import type { MouseEvent } from 'react'
import { goTo, parseRoute, routePath } from '../use-route.ts'
import type { Route } from '../use-route.ts'

const SECTIONS: Array<{ label: string; route: Route }> = [
  { label: 'Pages', route: { name: 'pages' } },
  { label: 'Assets', route: { name: 'assets' } },
  { label: 'Forms', route: { name: 'forms' } },
  { label: 'Calendar', route: { name: 'calendar' } },
]

/** Follows a link within the editor without reloading it (a plain click only). */
function navigate(event: MouseEvent<HTMLAnchorElement>, route: Route): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  goTo(route)
}

/** The editor's sections (pages, assets, forms, the schedule calendar) as links; the current one is marked. */
export function SectionLinks() {
  const current = parseRoute(window.location.pathname).name
  return (
    <nav aria-label="Sections" className="section-links">
      {SECTIONS.map(({ label, route }) => (
        <a
          key={label}
          href={routePath(route)}
          aria-current={current === route.name ? 'page' : undefined}
          onClick={(event) => navigate(event, route)}
        >
          {label}
        </a>
      ))}
    </nav>
  )
}
