import { useSyncExternalStore } from 'react'
import type { KeyboardEvent, MouseEvent } from 'react'
import { blockLabel } from '../editor/block-label.ts'
import { keyboardMove } from '../editor/block-actions.ts'
import type { KeyboardMove } from '../editor/block-actions.ts'
import type { Selection } from '../editor/selection.ts'
import { useSelectedIds } from '../editor/selection.ts'
import { useBlock, useSlotIds } from '../editor/use-document.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { ROOT, ROOT_SLOT_PATH } from '../state/doc-types.ts'
import type { SlotRef } from '../state/doc-types.ts'
import type { Announcer } from './announcer.ts'

interface LayersProps {
  store: DocumentStore
  selection: Selection
  announcer: Announcer
  readOnly: boolean
}

const MOVES: Record<string, KeyboardMove> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowRight: 'into',
  ArrowLeft: 'out',
}

/**
 * The page's blocks as a tree (`role="tree"`). A click selects (Shift or Cmd/Ctrl adds); with
 * a block focused, the arrow keys go up and down the tree, and Alt + arrows move the block up,
 * down, into the block before it or out of its parent, each move announced to screen readers.
 */
export function LayersPanel(props: LayersProps) {
  const root: SlotRef = { owner: ROOT, path: ROOT_SLOT_PATH }
  return (
    <section className="panel layers" aria-labelledby="layers-title">
      <h2 id="layers-title">Layers</h2>
      <p className="hint" id="layers-help">
        Alt + arrows move the selected block.
      </p>
      <ul
        role="tree"
        aria-labelledby="layers-title"
        aria-describedby="layers-help"
        className="tree"
      >
        <SlotItems {...props} slot={root} depth={1} />
      </ul>
    </section>
  )
}

function SlotItems(props: LayersProps & { slot: SlotRef; depth: number }) {
  const ids = useSlotIds(props.store, props.slot)
  return (
    <>
      {ids.map((id, index) => (
        <LayerItem key={id} {...props} id={id} position={index + 1} size={ids.length} />
      ))}
    </>
  )
}

function LayerItem(
  props: LayersProps & { id: string; depth: number; position: number; size: number },
) {
  const { store, selection, announcer, id, depth, readOnly } = props
  const node = useBlock(store, id)
  const selected = useSelectedIds(selection)
  // The block's lists of children: a list appears when a first block goes where there was none.
  const slotPaths = useSyncExternalStore(
    (listener) => store.subscribeKey(id, listener),
    () =>
      store
        .slotsOf(id)
        .map((slot) => slot.path)
        .join('\n'),
  )
  if (!node) return null
  const slots = slotPaths === '' ? [] : slotPaths.split('\n').map((path) => ({ owner: id, path }))
  const label = blockLabel(node.json)
  const isSelected = selected.includes(id)

  const onClick = (event: MouseEvent) => {
    event.stopPropagation()
    selection.select(id, event.shiftKey || event.metaKey || event.ctrlKey)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return
    const move = MOVES[event.key]
    if (event.altKey && move && !readOnly) {
      event.preventDefault()
      const op = keyboardMove(store, id, move)
      if (!op) return announcer.say(`${label} cannot move ${move}`)
      store.dispatch([op], { label: `Move ${move}` })
      const parent = store.block(id)?.parent
      const at = parent ? store.slotIds(parent).indexOf(id) + 1 : 0
      announcer.say(
        `${label} moved ${move}: position ${at} of ${parent ? store.slotIds(parent).length : 0}`,
      )
      requestAnimationFrame(() => focusItem(id))
      return
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      selection.select(id, event.shiftKey || event.metaKey || event.ctrlKey)
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      focusSibling(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1)
    }
  }

  return (
    <li
      role="treeitem"
      aria-level={depth}
      aria-posinset={props.position}
      aria-setsize={props.size}
      aria-selected={isSelected}
      aria-expanded={slots.length > 0 ? true : undefined}
      data-block-id={id}
      tabIndex={
        isSelected || (selected.length === 0 && depth === 1 && props.position === 1) ? 0 : -1
      }
      className={isSelected ? 'tree-item selected' : 'tree-item'}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onMouseEnter={() => selection.setHover(id)}
      onMouseLeave={() => selection.setHover(null)}
    >
      <span className="tree-label">{label}</span>
      {slots.length > 0 && (
        <ul role="group">
          {slots.map((slot) => (
            <SlotItems key={slot.path} {...props} slot={slot} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  )
}

function focusItem(id: string): void {
  document
    .querySelector<HTMLElement>(`[role="treeitem"][data-block-id="${CSS.escape(id)}"]`)
    ?.focus()
}

/** Focuses the next or previous visible tree item. */
function focusSibling(from: HTMLElement, step: 1 | -1): void {
  const items = [...document.querySelectorAll<HTMLElement>('[role="treeitem"]')]
  const next = items[items.indexOf(from) + step]
  next?.focus()
}
