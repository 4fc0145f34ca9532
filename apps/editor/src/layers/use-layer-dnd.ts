import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine'
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter'
import {
  attachInstruction,
  extractInstruction,
} from '@atlaskit/pragmatic-drag-and-drop-hitbox/list-item'
import { useEffect, useState } from 'react'
import type { RefObject } from 'react'
import type { DropPlace } from './drop-destination.ts'

/** What is dragged: a block of the page, or a block to insert from the palette. */
export type DragData = { kind: 'block'; id: string } | { kind: 'template'; name: string }

const PLACES: Record<string, DropPlace> = {
  'reorder-before': 'before',
  'reorder-after': 'after',
  combine: 'inside',
}

/** The place a drop instruction stands for, when it is not blocked. */
export function placeOf(data: Record<string | symbol, unknown>): DropPlace | undefined {
  const instruction = extractInstruction(data)
  return instruction && !instruction.blocked ? PLACES[instruction.operation] : undefined
}

/**
 * Makes a layer draggable and a drop target (before, after, or inside when the block can hold
 * others), with Pragmatic drag and drop: the browser's own drag events, so it works with any
 * pointer and across frames through its external adapter. Returns where a drag over it would
 * drop, to draw the indicator.
 */
export function useLayerDnd(args: {
  ref: RefObject<HTMLElement | null>
  id: string
  canHaveChildren: boolean
  disabled: boolean
}): DropPlace | undefined {
  const { ref, id, canHaveChildren, disabled } = args
  const [place, setPlace] = useState<DropPlace>()
  useEffect(() => {
    const element = ref.current
    if (!element || disabled) return undefined
    return combine(
      draggable({ element, getInitialData: () => ({ kind: 'block', id }) }),
      dropTargetForElements({
        element,
        canDrop: ({ source }) => !(source.data.kind === 'block' && source.data.id === id),
        getData: ({ input }) =>
          attachInstruction(
            { id },
            {
              input,
              element,
              operations: {
                'reorder-before': 'available',
                'reorder-after': 'available',
                combine: canHaveChildren ? 'available' : 'not-available',
              },
            },
          ),
        getIsSticky: () => true,
        onDrag: ({ self, location }) =>
          setPlace(
            location.current.dropTargets[0]?.element === element ? placeOf(self.data) : undefined,
          ),
        onDragLeave: () => setPlace(undefined),
        onDrop: () => setPlace(undefined),
      }),
    )
  }, [ref, id, canHaveChildren, disabled])
  return place
}
