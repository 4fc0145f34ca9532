import type { BuilderContextValue } from '../types.ts'
import { ACTION_CALL_TYPE } from './action-call.ts'
import type { ActionCall } from './action-call.ts'
import { snapshotEvent } from './snapshot-event.ts'
import type { EventLike } from './snapshot-event.ts'

// DOM event names whose React prop is not `on` + capitalised name; a constant table.
const REACT_EVENT_NAMES: Readonly<Record<string, string>> = {
  dblclick: 'onDoubleClick',
  doubleclick: 'onDoubleClick',
  mouseenter: 'onMouseEnter',
  mouseleave: 'onMouseLeave',
  mouseover: 'onMouseOver',
  mouseout: 'onMouseOut',
  mousedown: 'onMouseDown',
  mouseup: 'onMouseUp',
  mousemove: 'onMouseMove',
  keydown: 'onKeyDown',
  keyup: 'onKeyUp',
  keypress: 'onKeyPress',
  touchstart: 'onTouchStart',
  touchend: 'onTouchEnd',
  touchmove: 'onTouchMove',
  pointerdown: 'onPointerDown',
  pointerup: 'onPointerUp',
  pointerenter: 'onPointerEnter',
  pointerleave: 'onPointerLeave',
  contextmenu: 'onContextMenu',
  focusin: 'onFocus',
  focusout: 'onBlur',
}

const EVENT_NAME = /^[A-Za-z]+$/

/** The React prop of an action's event name (`click` → `onClick`); undefined if not a name. */
function toReactEventProp(eventName: string): string | undefined {
  if (!EVENT_NAME.test(eventName)) return undefined
  const known = REACT_EVENT_NAMES[eventName.toLowerCase()]
  if (known !== undefined) return known
  return `on${eventName.charAt(0).toUpperCase()}${eventName.slice(1)}`
}

function isActionCall(value: unknown): value is ActionCall {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { '@type'?: unknown })['@type'] === ACTION_CALL_TYPE &&
    typeof (value as { action?: unknown }).action === 'string'
  )
}

/**
 * React event handlers for a block's `actions`: a string runs as statements through
 * `context.runAction` with `event` (a plain snapshot); an {@link ActionCall} runs the
 * registered action. Other values are ignored.
 */
export function getActionHandlers(
  actions: Readonly<Record<string, unknown>> | undefined,
  context: BuilderContextValue,
): Record<string, (event: EventLike) => void> {
  const handlers: Record<string, (event: EventLike) => void> = {}
  for (const [eventName, value] of Object.entries(actions ?? {})) {
    const prop = toReactEventProp(eventName)
    if (prop === undefined) continue
    if (typeof value === 'string') {
      handlers[prop] = (event) => {
        context.runAction(value, { event: snapshotEvent(event) })
      }
    } else if (isActionCall(value)) {
      const options = typeof value.options === 'object' && value.options ? value.options : {}
      handlers[prop] = (event) => {
        context.runRegisteredAction(value.action, options, snapshotEvent(event))
      }
    }
  }
  return handlers
}
