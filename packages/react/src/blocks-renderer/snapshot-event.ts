import type { ElementSnapshot, EventSnapshot } from '../types.ts'

/** The DOM or React event parts that a snapshot reads. */
export interface EventLike {
  type: string
  target?: unknown
  currentTarget?: unknown
  defaultPrevented?: boolean
  preventDefault(): void
  stopPropagation(): void
  [key: string]: unknown
}

function snapshotElement(value: unknown): ElementSnapshot | null {
  if (typeof value !== 'object' || value === null) return null
  const element = value as Partial<HTMLInputElement>
  const snapshot: ElementSnapshot = {
    tagName: typeof element.tagName === 'string' ? element.tagName : '',
    id: typeof element.id === 'string' ? element.id : '',
  }
  if (typeof element.name === 'string') snapshot.name = element.name
  if (typeof element.value === 'string') snapshot.value = element.value
  if (typeof element.checked === 'boolean') snapshot.checked = element.checked
  const builderId =
    typeof element.getAttribute === 'function' ? element.getAttribute('builder-id') : null
  if (builderId !== null) snapshot.builderId = builderId
  return snapshot
}

const NUMBER_KEYS = ['clientX', 'clientY', 'button'] as const
const BOOLEAN_KEYS = ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const
const STRING_KEYS = ['key', 'code'] as const

/**
 * A plain copy of an event for author code (which reads own properties of plain objects only):
 * type, target and currentTarget (tag, id, name, value, checked, builder-id), keys and pointer
 * position, plus `preventDefault()` / `stopPropagation()` bound to the real event.
 */
export function snapshotEvent(event: EventLike): EventSnapshot {
  const snapshot: EventSnapshot = {
    type: event.type,
    target: snapshotElement(event.target),
    currentTarget: snapshotElement(event.currentTarget),
    defaultPrevented: event.defaultPrevented === true,
    preventDefault: () => event.preventDefault(),
    stopPropagation: () => event.stopPropagation(),
  }
  for (const key of NUMBER_KEYS) if (typeof event[key] === 'number') snapshot[key] = event[key]
  for (const key of BOOLEAN_KEYS) if (typeof event[key] === 'boolean') snapshot[key] = event[key]
  for (const key of STRING_KEYS) if (typeof event[key] === 'string') snapshot[key] = event[key]
  return snapshot
}
