import type { Block } from '@tessera/core'
import { useEffect, useId, useRef, useState } from 'react'
import type { CSSProperties, KeyboardEvent } from 'react'
import { BlockList as Blocks } from '../../blocks-renderer/block-list.tsx'
import type { BlockProps } from '../../types.ts'
import { getDefaultTab, getKeyTarget } from './tab-index.ts'

/** One tab: its label and its content, each a list of blocks. */
export interface Tab {
  label?: Block[]
  content?: Block[]
}

/** How the tab labels are spread along the header (its `justify-content`). */
export type TabHeaderLayout =
  'center' | 'space-between' | 'space-around' | 'flex-start' | 'flex-end'

/** Options of the `Builder: Tabs` widget. */
export interface TabsOptions {
  /**
   * The tabs. Default: none (the editor inserts two). A tab that is not an object, or a label or
   * content that is not an array, renders as an empty block list.
   */
  tabs?: Tab[]
  /**
   * Inline styles of the active tab. Default (absent or `null`): `{ backgroundColor: 'rgba(0, 0,
   * 0, 0.1)' }`; a value that is not an object: no style.
   */
  activeTabStyle?: CSSProperties
  /**
   * The tab open at first, 1-based; `0` for none. Default: 1. A number past the last tab, negative
   * or fractional opens none; a non-number opens the first (see `getDefaultTab`). Changing it
   * (in the editor, or through a binding) opens that tab again.
   */
  defaultActiveTab?: number
  /**
   * Whether activating the open tab (click, Enter, Space) closes it, leaving none open. Only
   * `true` counts. Default: false.
   */
  collapsible?: boolean
  /** Default: `flex-start`; any other value counts as `flex-start`. */
  tabHeaderLayout?: TabHeaderLayout
  /**
   * The tab list's accessible name (its `aria-label`), read by screen readers. Default: `Tabs`
   * (also for a value that is not a string, or is blank).
   */
  ariaLabel?: string
}

const LAYOUTS: readonly string[] = ['center', 'space-between', 'space-around', 'flex-end']
const DEFAULT_ACTIVE_STYLE: CSSProperties = { backgroundColor: 'rgba(0, 0, 0, 0.1)' }

function getActiveStyle(value: unknown): CSSProperties | undefined {
  if (value == null) return DEFAULT_ACTIVE_STYLE
  return typeof value === 'object' && !Array.isArray(value) ? (value as CSSProperties) : undefined
}

function getBlocks(tab: unknown, key: 'label' | 'content'): Block[] | undefined {
  return typeof tab === 'object' && tab !== null ? (tab as Tab)[key] : undefined
}

/**
 * The `Builder: Tabs` widget, in Builder's markup and classes with the WAI-ARIA tabs pattern:
 * `div` > header `div.builder-tabs-wrap[role=tablist]` (named by `ariaLabel`; flex row,
 * `justify-content` = layout, scrolling) of one `span.builder-tab-wrap[role=tab]` per tab (label
 * blocks at `tabs.<i>.label`; the active one also `builder-tab-active` with `activeTabStyle`),
 * then, when a tab is open, its panel `div[role=tabpanel][tabindex=0]` (content blocks at
 * `tabs.<i>.content`; closed tabs render no content). The open tab's `aria-controls` names its
 * panel (closed tabs have none: their panel is not in the page). Keyboard: ArrowLeft/ArrowRight (wrapping), Home and
 * End focus and open a tab; Enter and Space open the focused tab (or close it when collapsible).
 * The open tab, or the first when none is, is the one tab in the page's Tab order. Ids come from
 * `useId`, and the server renders the default tab, so hydration matches. Fires
 * `builder:tabs:load` (detail `{ block, ref }`) on the root in a 0 ms timeout after mounting
 * (none if unmounted first), so listeners added by blocks rendered after it hear it.
 */
export function Tabs({
  tabs,
  activeTabStyle,
  defaultActiveTab,
  collapsible,
  tabHeaderLayout,
  ariaLabel,
  builderBlock,
}: BlockProps<TabsOptions>) {
  const list: readonly unknown[] = Array.isArray(tabs) ? tabs : []
  const initial = getDefaultTab(defaultActiveTab)
  const [state, setState] = useState({ initial, open: initial })
  let open = state.open
  if (state.initial !== initial) {
    // The default changed: open it (React re-renders at once with this state).
    setState({ initial, open: initial })
    open = initial
  }
  const active = open < list.length ? open : -1
  const focusable = active < 0 ? 0 : active
  const base = useId()
  const tabId = (index: number) => `${base}tab-${index}`
  const panelId = (index: number) => `${base}panel-${index}`
  const parent = typeof builderBlock.id === 'string' ? builderBlock.id : undefined
  const layout =
    typeof tabHeaderLayout === 'string' && LAYOUTS.includes(tabHeaderLayout)
      ? tabHeaderLayout
      : 'flex-start'
  const style = getActiveStyle(activeTabStyle)

  const root = useRef<HTMLDivElement>(null)
  // The load event carries the block of the first render.
  const [firstBlock] = useState(builderBlock)
  useEffect(() => {
    const element = root.current
    if (!element) return
    // In a timeout, as Builder: a block after the widget (a Custom Code script) starts
    // listening in its own effect, which runs after this one.
    const event = new CustomEvent('builder:tabs:load', {
      bubbles: true,
      cancelable: false,
      detail: { block: firstBlock, ref: element },
    })
    const timer = setTimeout(() => element.dispatchEvent(event), 0)
    return () => clearTimeout(timer)
    // Once, when mounted: the block of the first render.
  }, [firstBlock])

  /** Opens tab `index`; with `toggle` and `collapsible`, closes it when it is the open one. */
  const select = (index: number, toggle: boolean) =>
    setState((current) => ({
      initial: current.initial,
      open: toggle && collapsible === true && current.open === index ? -1 : index,
    }))

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) {
      return
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      select(index, true)
      return
    }
    const target = getKeyTarget(event.key, index, list.length)
    if (target === undefined) return
    event.preventDefault()
    const tab = event.currentTarget.parentElement?.children[target]
    if (tab instanceof HTMLElement) tab.focus()
    select(target, false)
  }

  return (
    <div ref={root}>
      <div
        className="builder-tabs-wrap"
        role="tablist"
        aria-label={typeof ariaLabel === 'string' && ariaLabel.trim() ? ariaLabel : 'Tabs'}
        style={{ display: 'flex', flexDirection: 'row', justifyContent: layout, overflow: 'auto' }}
      >
        {list.map((tab, index) => {
          const isActive = index === active
          return (
            <span
              key={index}
              id={tabId(index)}
              className={isActive ? 'builder-tab-wrap builder-tab-active' : 'builder-tab-wrap'}
              style={isActive ? style : undefined}
              role="tab"
              aria-selected={isActive}
              aria-controls={isActive ? panelId(index) : undefined}
              tabIndex={index === focusable ? 0 : -1}
              onClick={() => select(index, true)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <Blocks
                blocks={getBlocks(tab, 'label')}
                path={`tabs.${index}.label`}
                parent={parent}
              />
            </span>
          )
        })}
      </div>
      {active >= 0 && (
        <div
          key={active}
          id={panelId(active)}
          role="tabpanel"
          aria-labelledby={tabId(active)}
          tabIndex={0}
        >
          <Blocks
            blocks={getBlocks(list[active], 'content')}
            path={`tabs.${active}.content`}
            parent={parent}
          />
        </div>
      )}
    </div>
  )
}
