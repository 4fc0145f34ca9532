// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { findDropPlace } from './find-drop-place.ts'

/** happy-dom lays nothing out: each element is given the box a browser would compute. */
function box(element: Element, top: number, left: number, width: number, height: number): void {
  element.getBoundingClientRect = () =>
    ({
      top,
      left,
      width,
      height,
      right: left + width,
      bottom: top + height,
      x: left,
      y: top,
    }) as DOMRect
}

/**
 * The DOM `<Content>` renders: a root list with a Text (0–40), a Columns block (40–140) whose
 * first column is an empty list and whose second holds two blocks side by side (a flex row),
 * and a Button (160–200, after a gap).
 */
function page() {
  document.body.innerHTML = `
    <div id="root" builder-content-id="c1">
      <div class="builder-blocks" id="list">
        <div builder-id="text"><span id="text-inner">Hi</span></div>
        <div builder-id="cols">
          <div class="builder-blocks no-blocks" builder-parent-id="cols"
            builder-path="component.options.columns.0.blocks" id="empty"></div>
          <div class="builder-blocks" id="row" style="display: flex; flex-direction: row">
            <div builder-id="left"></div><div builder-id="right"></div>
          </div>
        </div>
        <div builder-id="button"></div>
      </div>
    </div>`
  const get = (id: string) => document.getElementById(id) as HTMLElement
  const block = (id: string) => document.querySelector(`[builder-id="${id}"]`) as HTMLElement
  box(get('root'), 0, 0, 400, 300)
  box(get('list'), 0, 0, 400, 200)
  box(block('text'), 0, 0, 400, 40)
  box(block('cols'), 40, 0, 400, 100)
  box(get('empty'), 40, 0, 200, 100)
  box(get('row'), 40, 200, 200, 100)
  box(block('left'), 40, 200, 100, 100)
  box(block('right'), 40, 300, 100, 100)
  box(block('button'), 160, 0, 400, 40)
  return { root: get('root'), get, block }
}

const at = (clientX: number, clientY: number) => ({ clientX, clientY })

afterEach(() => {
  document.body.innerHTML = ''
})

describe('findDropPlace', () => {
  it('is before or after a block by its closest edge, down a column', () => {
    const { root, get, block } = page()
    expect(findDropPlace({ root, target: get('text-inner'), input: at(10, 5) })).toEqual({
      edge: 'before',
      blockId: 'text',
      axis: 'vertical',
      rect: { top: 0, left: 0, width: 400, height: 40 },
    })
    expect(findDropPlace({ root, target: block('button'), input: at(10, 195) })).toMatchObject({
      edge: 'after',
      blockId: 'button',
      axis: 'vertical',
    })
  })

  it('is left or right of a block in a flex row', () => {
    const { root, block } = page()
    expect(findDropPlace({ root, target: block('left'), input: at(210, 90) })).toMatchObject({
      edge: 'before',
      blockId: 'left',
      axis: 'horizontal',
    })
    expect(findDropPlace({ root, target: block('left'), input: at(290, 50) })).toMatchObject({
      edge: 'after',
      blockId: 'left',
      axis: 'horizontal',
    })
  })

  it('is inside an empty list, named by its owner and path', () => {
    const { root, get } = page()
    expect(findDropPlace({ root, target: get('empty'), input: at(100, 90) })).toEqual({
      edge: 'inside',
      parentId: 'cols',
      dataPath: 'component.options.columns.0.blocks',
      rect: { top: 40, left: 0, width: 200, height: 100 },
    })
  })

  it('between blocks of a list, and in the content around them, takes the closest block', () => {
    const { root, get } = page()
    // The gap between the Columns (ends at 140) and the Button (starts at 160).
    expect(findDropPlace({ root, target: get('list'), input: at(10, 145) })).toMatchObject({
      edge: 'after',
      blockId: 'cols',
    })
    expect(findDropPlace({ root, target: get('list'), input: at(10, 158) })).toMatchObject({
      edge: 'before',
      blockId: 'button',
    })
    // Below the last block, on the content wrapper itself: after the last one.
    expect(findDropPlace({ root, target: root, input: at(10, 290) })).toMatchObject({
      edge: 'after',
      blockId: 'button',
    })
  })

  it('has no place outside the content, or on and in the block being dragged', () => {
    const { root, get, block } = page()
    expect(findDropPlace({ root, target: document.body, input: at(10, 10) })).toBeNull()
    expect(findDropPlace({ root, target: null, input: at(10, 10) })).toBeNull()
    expect(
      findDropPlace({ root, target: get('text-inner'), input: at(10, 5), dragged: 'text' }),
    ).toBeNull()
    expect(
      findDropPlace({ root, target: block('left'), input: at(210, 90), dragged: 'cols' }),
    ).toBeNull()
    expect(
      findDropPlace({ root, target: get('empty'), input: at(9, 90), dragged: 'cols' }),
    ).toBeNull()
    // Another block is still a place while one is dragged.
    expect(
      findDropPlace({ root, target: block('button'), input: at(10, 195), dragged: 'text' }),
    ).toMatchObject({ edge: 'after', blockId: 'button' })
  })
})
