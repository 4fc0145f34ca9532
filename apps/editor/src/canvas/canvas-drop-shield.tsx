import {
  dropTargetForElements,
  monitorForElements,
} from '@atlaskit/pragmatic-drag-and-drop/element/adapter'
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine'
import { useEffect, useRef, useState } from 'react'
import type { DragData } from '../layers/use-layer-dnd.ts'

/** A point in the frame's viewport, in its CSS px. */
export interface FramePoint {
  x: number
  y: number
}

interface ShieldProps {
  /** Whether drops are refused (a viewer). */
  disabled: boolean
  /** The drag is over the frame at a point (`null`: it left). */
  onOver: (point: FramePoint | null, dragged: DragData) => void
  /** The drag was dropped on the frame. */
  onDrop: (dragged: DragData) => void
}

/**
 * The point in the frame of a pointer over `shield` (which covers the frame's viewport, scaled
 * like it): the offset in the shield divided by the shield's scale.
 */
export function framePoint(
  shield: { getBoundingClientRect(): DOMRect; offsetWidth: number },
  clientX: number,
  clientY: number,
): FramePoint {
  const box = shield.getBoundingClientRect()
  const scale = shield.offsetWidth > 0 ? box.width / shield.offsetWidth : 1
  return { x: (clientX - box.left) / scale, y: (clientY - box.top) / scale }
}

const isDragData = (data: Record<string | symbol, unknown>): data is DragData =>
  (data.kind === 'block' && typeof data.id === 'string') ||
  (data.kind === 'template' && typeof data.name === 'string')

/**
 * A transparent layer over the canvas frame, there only while the editor drags something (a
 * palette item, a layer): browsers do not let a drag from the editor's page enter a frame of
 * another origin, so the drag stays over this layer (a Pragmatic drop target) and the editor
 * asks the site, point by point, where a drop would go.
 */
export function CanvasDropShield({ disabled, onOver, onDrop }: ShieldProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [isDragging, setDragging] = useState(false)
  const handlers = useRef({ onOver, onDrop })
  handlers.current = { onOver, onDrop }
  useEffect(() => {
    const element = ref.current
    if (!element || disabled) return undefined
    return combine(
      monitorForElements({
        canMonitor: ({ source }) => isDragData(source.data),
        onDragStart: () => setDragging(true),
        onDrop: () => setDragging(false),
      }),
      dropTargetForElements({
        element,
        canDrop: ({ source }) => isDragData(source.data),
        onDrag: ({ source, location }) => {
          const { clientX, clientY } = location.current.input
          handlers.current.onOver(
            framePoint(element, clientX, clientY),
            source.data as unknown as DragData,
          )
        },
        onDragLeave: ({ source }) =>
          handlers.current.onOver(null, source.data as unknown as DragData),
        onDrop: ({ source }) => handlers.current.onDrop(source.data as unknown as DragData),
      }),
    )
  }, [disabled])
  return (
    <div
      ref={ref}
      className={isDragging ? 'canvas-shield dragging' : 'canvas-shield'}
      aria-hidden="true"
    />
  )
}
