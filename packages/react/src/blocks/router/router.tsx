import { useNestedContent } from '../../context/nested-content.ts'
import type { BlockProps } from '../../types.ts'
import { usePageHead } from './use-page-head.ts'
import { useRouter } from './use-router.ts'
import type { RouteEvent } from './use-router.ts'

/** Options of the Core:Router block. */
export interface RouterOptions {
  /** Model of the pages. Default: `page`. */
  model?: string
  /** Routes same-origin links in the page. Default: true. */
  handleRouting?: boolean
  /** Prefetches a routable link's page on hover, touch or focus. Default: true. */
  preloadOnHover?: boolean
  /** Called before following a link; `preventDefault()` leaves the link to the site. */
  onRoute?: (event: RouteEvent) => void
}

/**
 * Client-side navigation between pages (gen-1 `Core:Router`): renders its children (the
 * current page) until a routed link or history change loads another page's entry, then that
 * entry in a nested `<Content>` keyed by `pathname + search`; `div.builder-page-loading` shows
 * (above the current page) while one loads; the document's title and description follow the
 * page shown (`usePageHead`). See `useRouter` for what is routed.
 */
export function Router({
  model,
  handleRouting,
  preloadOnHover,
  onRoute,
  children,
  builderContext,
}: BlockProps<RouterOptions>) {
  const Content = useNestedContent()
  const pageModel = typeof model === 'string' && model !== '' ? model : 'page'
  const { page, loading } = useRouter({
    model: pageModel,
    handleRouting: handleRouting !== false,
    preloadOnHover: preloadOnHover !== false,
    onRoute: typeof onRoute === 'function' ? onRoute : undefined,
    builderContext,
  })
  usePageHead(page?.entry ?? null, pageModel)
  return (
    <>
      {loading && <div className="builder-page-loading" aria-busy="true" />}
      {page === null || Content === null ? (
        children
      ) : (
        <Content
          key={page.key}
          model={pageModel}
          content={page.entry}
          context={builderContext.context}
        />
      )}
    </>
  )
}
