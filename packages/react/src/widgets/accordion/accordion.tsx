import type { Block } from '@tessera/core'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { CSSProperties, KeyboardEvent, MouseEvent } from 'react'
import { BlockList as Blocks } from '../../blocks-renderer/block-list.tsx'
import type { BlockProps } from '../../types.ts'
import { getAccordionItems } from './accordion-items.ts'
import { focusTarget, isNestedActivation, isToggleKey, toggleOpen } from './transitions.ts'
import { DETAIL_CLASS, TITLE_CLASS, useGridRowEnd } from './use-grid-row-end.ts'

/** One item of an accordion. */
export interface AccordionItem {
  /** Blocks of the title (always shown). */
  title?: Block[]
  /** Blocks shown below the title while the item is open. */
  detail?: Block[]
}

/** Options of the `Builder:Accordion` widget (Builder's inputs). */
export interface AccordionOptions {
  /** The items. Default: none (the editor inserts two). */
  items?: AccordionItem[]
  /** Opening an item closes the others. Default: false. */
  oneAtATime?: boolean
  /**
   * Titles side by side in rows, each `gridRowWidth` wide; the open item's detail spans the
   * width below the row of its title. Only one item is open at a time. Default: false.
   */
  grid?: boolean
  /** CSS width of each title in grid mode (`25%`: four a row). Default: `'25%'`. */
  gridRowWidth?: string
  /**
   * Items from the block's children instead of `items`: each child's first child is the title,
   * its second the detail (useful for repeated children). Default: false.
   */
  useChildrenForItems?: boolean
}

const COLUMN_STYLE: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
}
const GRID_STYLE: CSSProperties = {
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
}
/** The title's `role="button"` element: a block with the page's styles (and focus outline). */
const BUTTON_STYLE: CSSProperties = { cursor: 'pointer' }
const NONE: readonly number[] = []

/**
 * Builder's accordion, as a WAI-ARIA accordion. `div.builder-accordion` (a flex column, or a
 * wrapping row in grid mode) holds per item `div.builder-accordion-title` (+ `-title-open` or
 * `-title-closed`, `data-index`, `role="heading"`) around a `div[role=button][tabindex=0]`
 * (`aria-expanded`) with the title's blocks, followed, only while the item is open, by
 * `div.builder-accordion-detail.builder-accordion-detail-open` (`role="region"`) with the
 * detail's blocks. Nothing is open at first, so the server HTML has the titles only.
 *
 * The title is a `div`, not a native `button`: its blocks are arbitrary content (divs, links, a
 * Core:Button), invalid in a `button`, which the browser's parser would split (a hydration
 * mismatch). `aria-controls` is rendered only while the item is open: the detail is not in the
 * DOM while closed, and an id reference must not dangle (the WAI-ARIA practices allow leaving it
 * out then).
 *
 * A click on a title toggles its item (with `oneAtATime` or `grid`, opening one closes the
 * others), as do Enter and Space on the focused title (Space without scrolling). Keys and
 * keyboard activations (clicks without a pointer) from a link or button nested in the title do
 * not toggle: they keep their own behaviour (see `isNestedActivation`); a pointer click on them
 * toggles too, as in Builder. ArrowDown/ArrowUp move the focus to the next/previous title
 * (wrapping), Home/End to the first/last. In grid mode titles have CSS `order` 2i and the open
 * detail 2r+1, r the last title of its row (see `useGridRowEnd`). Fires `builder:accordion:load`
 * (detail `{ block, ref }`) on the root in a 0 ms timeout after mounting (none if unmounted
 * first), so listeners added by blocks rendered after it hear it.
 */
export function Accordion({
  items,
  oneAtATime,
  grid,
  gridRowWidth,
  useChildrenForItems,
  builderBlock,
}: BlockProps<AccordionOptions>) {
  const baseId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(NONE)
  const useChildren = useChildrenForItems === true
  const children = builderBlock.children
  const list = useMemo(
    () => getAccordionItems(items, useChildren, children),
    [items, useChildren, children],
  )
  const isGrid = grid === true
  const rowWidth = typeof gridRowWidth === 'string' && gridRowWidth.trim() ? gridRowWidth : '25%'
  // In grid mode one item is open: the last opened (several may be open from before).
  const gridOpen = isGrid && open.length > 0 ? open[open.length - 1] : undefined
  const rowEnd = useGridRowEnd(rootRef, gridOpen, rowWidth, list.length)
  const parent = typeof builderBlock.id === 'string' ? builderBlock.id : undefined

  // The load event carries the block of the first render.
  const [firstBlock] = useState(builderBlock)
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    // In a timeout, as Builder: a block after the widget (a Custom Code script) starts
    // listening in its own effect, which runs after this one.
    const detail = { block: firstBlock, ref: root }
    const event = new CustomEvent('builder:accordion:load', {
      bubbles: true,
      cancelable: false,
      detail,
    })
    const timer = setTimeout(() => root.dispatchEvent(event), 0)
    return () => clearTimeout(timer)
  }, [firstBlock]) // once, when mounted

  const toggle = (index: number) =>
    setOpen((current) =>
      toggleOpen(isGrid ? current.slice(-1) : current, index, isGrid || oneAtATime === true),
    )

  const onClick = (event: MouseEvent<HTMLElement>, index: number) => {
    const { target, detail, currentTarget } = event
    if (!isNestedActivation(target, detail, currentTarget.firstElementChild)) toggle(index)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    // Keys from inside the title (a link or button among its blocks, a nested accordion) are
    // not ours: they keep their own behaviour.
    if (event.target !== event.currentTarget) return
    const next = focusTarget(event.key, index, list.length)
    if (next === undefined && !isToggleKey(event.key)) return
    // Space would scroll the page; Enter has nothing else to do on a div.
    event.preventDefault()
    if (next === undefined) {
      toggle(index)
      return
    }
    const title = rootRef.current?.querySelector(`:scope > [data-index="${next}"]`)
    ;(title?.firstElementChild as HTMLElement | null | undefined)?.focus()
  }

  return (
    <div ref={rootRef} className="builder-accordion" style={isGrid ? GRID_STYLE : COLUMN_STYLE}>
      {list.map((item, index) => {
        const isOpen = isGrid ? index === gridOpen : open.includes(index)
        const titleId = `${baseId}-title-${index}`
        const detailId = `${baseId}-detail-${index}`
        const state = isOpen ? 'open' : 'closed'
        return [
          <div
            key={`t${index}`}
            className={`${TITLE_CLASS} ${TITLE_CLASS}-${state}`}
            data-index={index}
            role="heading"
            aria-level={3}
            style={isGrid ? { order: index * 2, width: rowWidth } : undefined}
            onClick={(event) => onClick(event, index)}
          >
            <div
              role="button"
              tabIndex={0}
              id={titleId}
              aria-expanded={isOpen}
              aria-controls={isOpen ? detailId : undefined}
              style={BUTTON_STYLE}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <Blocks blocks={item.title} path={item.titlePath} parent={parent} />
            </div>
          </div>,
          isOpen && (
            <div
              key={`d${index}`}
              id={detailId}
              className={`${DETAIL_CLASS} ${DETAIL_CLASS}-open`}
              role="region"
              aria-labelledby={titleId}
              style={isGrid ? { order: (rowEnd ?? index) * 2 + 1, width: '100%' } : undefined}
            >
              <Blocks blocks={item.detail} path={item.detailPath} parent={parent} />
            </div>
          ),
        ]
      })}
    </div>
  )
}
