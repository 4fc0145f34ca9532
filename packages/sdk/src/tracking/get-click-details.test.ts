import { describe, expect, it } from 'vitest'
import { getBuilderId, getClickDetails } from './get-click-details.ts'
import type { ClickElement } from './get-click-details.ts'
import type { ClickRect } from './get-click-offset.ts'

interface FakeElement extends ClickElement {
  children: FakeElement[]
  parentElement: FakeElement | null
}

function el(
  rect: ClickRect,
  attributes: Record<string, string> = {},
  children: FakeElement[] = [],
): FakeElement {
  const element: FakeElement = {
    id: attributes.id ?? '',
    children,
    parentElement: null,
    getAttribute: (name) => attributes[name] ?? null,
    getBoundingClientRect: () => rect,
    querySelectorAll: () => {
      const found: FakeElement[] = []
      const walk = (node: FakeElement) => {
        for (const child of node.children) {
          if (getBuilderId(child) !== undefined) found.push(child)
          walk(child)
        }
      }
      walk(element)
      return found
    },
  }
  for (const child of children) child.parentElement = element
  return element
}

const FULL = { left: 0, top: 0, width: 1000, height: 1000 }

describe('getClickDetails', () => {
  it('finds the nearest block and the offsets within target and block', () => {
    const button = el({ left: 110, top: 210, width: 80, height: 20 })
    const block = el(
      { left: 100, top: 200, width: 200, height: 100 },
      { 'builder-id': 'builder-abc' },
      [button],
    )
    const content = el(FULL, { 'builder-content-id': 'c1' }, [block])
    expect(getClickDetails({ target: button, clientX: 130, clientY: 215 }, content)).toEqual({
      targetBuilderElement: 'builder-abc',
      targetOffset: { x: 0.25, y: 0.25 },
      builderTargetOffset: { x: 0.15, y: 0.15 },
      builderElementIndex: 0,
    })
  })

  it('uses an id starting builder- and counts repeated copies', () => {
    const first = el({ left: 0, top: 0, width: 100, height: 100 }, { id: 'builder-rep' })
    const second = el({ left: 0, top: 100, width: 100, height: 100 }, { id: 'builder-rep' })
    const other = el({ left: 0, top: 200, width: 100, height: 100 }, { id: 'builder-other' })
    const content = el(FULL, {}, [first, other, second])
    const details = getClickDetails({ target: second, clientX: 50, clientY: 175 }, content)
    expect(details).toEqual({
      targetBuilderElement: 'builder-rep',
      targetOffset: { x: 0.5, y: 0.75 },
      builderTargetOffset: { x: 0.5, y: 0.75 },
      builderElementIndex: 1,
    })
  })

  it('ignores ids that do not start with builder-', () => {
    const inner = el({ left: 0, top: 0, width: 10, height: 10 }, { id: 'main', 'builder-id': 'x' })
    const content = el(FULL, {}, [inner])
    expect(getClickDetails({ target: inner, clientX: 5, clientY: 5 }, content)).toEqual({
      targetOffset: { x: 0.5, y: 0.5 },
    })
  })

  it('stops at the content element', () => {
    const inner = el({ left: 0, top: 0, width: 10, height: 10 })
    const content = el(FULL, {}, [inner])
    el(FULL, { 'builder-id': 'builder-outer' }, [content])
    expect(getClickDetails({ target: inner, clientX: 1, clientY: 1 }, content)).toEqual({
      targetOffset: { x: 0.1, y: 0.1 },
    })
    // Without a boundary the search goes up to the document.
    expect(getClickDetails({ target: inner, clientX: 1, clientY: 1 }).targetBuilderElement).toBe(
      'builder-outer',
    )
  })

  it('returns nothing for a target that is not an element', () => {
    expect(getClickDetails({ target: null, clientX: 1, clientY: 1 })).toEqual({})
    expect(getClickDetails({ target: { nodeType: 3 }, clientX: 1, clientY: 1 })).toEqual({})
  })

  it('keeps what it has when reading the layout throws', () => {
    const broken = el(FULL, { 'builder-id': 'builder-b' })
    broken.getBoundingClientRect = () => {
      throw new Error('detached')
    }
    expect(getClickDetails({ target: broken, clientX: 1, clientY: 1 })).toEqual({})
  })

  it('accepts real DOM elements', () => {
    const fits = (element: Element): ClickElement => element
    expect(typeof fits).toBe('function')
  })
})
