import {
  monitorForElements,
  dropTargetForElements,
} from '@atlaskit/pragmatic-drag-and-drop/element/adapter'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { KeyboardEvent, MouseEvent } from 'react'
import { blockLabel } from '../editor/block-label.ts'
import { LockMarker } from '../presence/lock-marker.tsx'
import { keyboardMove } from '../editor/block-actions.ts'
import { relativeBlock } from '../editor/relative-block.ts'
import type { KeyboardMove } from '../editor/block-actions.ts'
import type { Selection } from '../editor/selection.ts'
import { useSelectedIds } from '../editor/selection.ts'
import { useBlock, useRootSlot, useSlotIds } from '../editor/use-document.ts'
import type { DocumentStore } from '../state/document-store.ts'
import type { SlotRef } from '../state/doc-types.ts'
import type { Announcer } from './announcer.ts'
import { dropDestination } from './drop-destination.ts'
import { placeOf, useLayerDnd } from './use-layer-dnd.ts'
import type { DragData } from './use-layer-dnd.ts'

interface LayersProps {
  store: DocumentStore
  selection: Selection
  announcer: Announcer
  readOnly: boolean
  /** Whether a block can hold others (a drop "inside" it). */
  canHaveChildren: (id: string) => boolean
  /** Inserts a palette block at a place; returns its id. */
  insertTemplate: (name: string, at: { slot: SlotRef; index: number }) => string | undefined
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
  const root = useRootSlot(props.store)
  useDropHandling(props)
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
      <EndOfPageDrop disabled={props.readOnly} />
    </section>
  )
}

/** Below the tree: a drop there puts the block at the end of the page. */
function EndOfPageDrop({ disabled }: { disabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  const [isOver, setOver] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || disabled) return undefined
    return dropTargetForElements({
      element,
      getData: () => ({ endOfPage: true }),
      onDragEnter: () => setOver(true),
      onDragLeave: () => setOver(false),
      onDrop: () => setOver(false),
    })
  }, [disabled])
  return (
    <div ref={ref} className={isOver ? 'end-drop over' : 'end-drop'} aria-hidden="true">
      Drop here to put it at the end of the page
    </div>
  )
}

/** Turns drops on the layers into move or insert operations (one undo step each). */
function useDropHandling({ store, selection, announcer, insertTemplate }: LayersProps) {
  useEffect(
    () =>
      monitorForElements({
        onDrop({ source, location }) {
          const target = location.current.dropTargets[0]
          if (!target) return
          const data = source.data as DragData
          const draggedId = data.kind === 'block' ? data.id : undefined
          const root = store.rootSlot()
          let at: { slot: SlotRef; index: number } | undefined
          if (target.data.endOfPage === true) {
            at = { slot: root, index: store.slotIds(root).filter((id) => id !== draggedId).length }
          } else {
            const place = placeOf(target.data)
            if (place === undefined) return
            at = dropDestination(store, String(target.data.id), place, draggedId)
          }
          if (!at) return
          if (data.kind === 'block') {
            store.dispatch([{ type: 'move', id: data.id, to: at.slot, index: at.index }], {
              label: 'Drag',
            })
            selection.select(data.id)
            announcer.say('Block moved')
          } else {
            const id = insertTemplate(data.name, at)
            if (id) selection.select(id)
            announcer.say(`${data.name} inserted`)
          }
        },
      }),
    [store, selection, announcer, insertTemplate],
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
  const labelRef = useRef<HTMLSpanElement>(null)
  const dropPlace = useLayerDnd({
    ref: labelRef,
    id,
    canHaveChildren: props.canHaveChildren(id),
    disabled: readOnly,
  })
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
    // With Cmd/Ctrl the editor's shortcuts move the selection (and the focus with it).
    if (event.target !== event.currentTarget || event.metaKey || event.ctrlKey) return
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
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const to = relativeBlock(store, id, event.key === 'ArrowLeft' ? 'parent' : 'child')
      event.preventDefault()
      if (to !== undefined) focusItem(to)
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
      <span ref={labelRef} className="tree-label" data-drop={dropPlace}>
        {label}
        <LockMarker blockId={id} />
      </span>
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
