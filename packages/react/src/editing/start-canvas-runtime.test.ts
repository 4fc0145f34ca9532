// @vitest-environment happy-dom
import { createMessage } from '@tessera/core/editor'
import type { SiteToEditorMessage } from '@tessera/core/editor'
import { afterEach, describe, expect, it } from 'vitest'
import { startCanvasRuntime } from './start-canvas-runtime.ts'
import type { CanvasRuntime } from './start-canvas-runtime.ts'

/** happy-dom lays nothing out: the test moves boxes as scrolling would. */
function setBox(element: Element, top: number, height = 40): void {
  element.getBoundingClientRect = () =>
    ({
      top,
      left: 0,
      width: 300,
      height,
      right: 300,
      bottom: top + height,
      x: 0,
      y: top,
    }) as DOMRect
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

let runtime: CanvasRuntime | undefined
afterEach(() => {
  runtime?.stop()
  runtime = undefined
  document.body.innerHTML = ''
})

function start() {
  document.body.innerHTML = `
    <div id="root"><div class="builder-blocks">
      <div builder-id="a">A</div><div builder-id="b"><p id="b-text">B</p></div>
    </div></div>`
  const root = document.getElementById('root') as HTMLElement
  const a = root.querySelector('[builder-id="a"]') as HTMLElement
  const b = root.querySelector('[builder-id="b"]') as HTMLElement
  setBox(root, 0, 400)
  setBox(a, 0)
  setBox(b, 40)
  const posted: SiteToEditorMessage[] = []
  runtime = startCanvasRuntime({ root, contentId: 'c1', post: (message) => posted.push(message) })
  return { root, a, b, posted, runtime }
}

const select = (blockId: string | null) =>
  createMessage('tessera.v1.selectBlock', { version: 1, blockId })
const rects = (hovered: unknown, selected: unknown) =>
  createMessage('tessera.v1.blockRects', {
    version: 1,
    contentId: 'c1',
    hovered,
    selected,
  } as never)
const box = (blockId: string, top: number) => ({
  blockId,
  rect: { top, left: 0, width: 300, height: 40 },
})

describe('the canvas runtime: block boxes', () => {
  it('answers a selection with the block box, then follows it as the page scrolls', async () => {
    const { b, posted, runtime } = start()
    runtime.receive(select('b'))
    await nextFrame()
    expect(posted).toEqual([rects(null, box('b', 40))])
    // A scroll that moved nothing sends nothing; one that moved the block sends its new box.
    window.dispatchEvent(new Event('scroll'))
    await nextFrame()
    expect(posted).toHaveLength(1)
    setBox(b, -60)
    window.dispatchEvent(new Event('scroll'))
    await nextFrame()
    expect(posted.at(-1)).toEqual(rects(null, box('b', -60)))
  })

  it('follows the hovered block too, and reports a selected block that left the page as none', async () => {
    const { a, b, posted, runtime } = start()
    runtime.sent(
      createMessage('tessera.v1.blockHover', { version: 1, blockId: 'a', contentId: 'c1' }),
    )
    runtime.receive(select('b'))
    await nextFrame()
    expect(posted.at(-1)).toEqual(rects(box('a', 0), box('b', 40)))
    setBox(a, 10)
    window.dispatchEvent(new Event('resize'))
    await nextFrame()
    expect(posted.at(-1)).toEqual(rects(box('a', 10), box('b', 40)))
    b.remove()
    await nextFrame()
    await nextFrame()
    expect(posted.at(-1)).toEqual(rects(box('a', 10), null))
  })

  it('follows the blocks the editor watches (other authors’ ones), leaving out those not on the page', async () => {
    const { a, posted, runtime } = start()
    runtime.receive(
      createMessage('tessera.v1.selectBlock', { version: 1, blockId: 'b', watch: ['a', 'gone'] }),
    )
    await nextFrame()
    expect(posted).toEqual([
      createMessage('tessera.v1.blockRects', {
        version: 1,
        contentId: 'c1',
        hovered: null,
        selected: box('b', 40),
        watched: [box('a', 0)],
      }),
    ])
    setBox(a, 20)
    window.dispatchEvent(new Event('scroll'))
    await nextFrame()
    expect(posted.at(-1)).toMatchObject({ data: { watched: [box('a', 20)] } })
  })

  it('answers a cleared selection even when nothing changed, and stops when stopped', async () => {
    const { b, posted, runtime } = start()
    runtime.receive(select(null))
    await nextFrame()
    expect(posted).toEqual([rects(null, null)])
    runtime.stop()
    setBox(b, 99)
    runtime.receive(select('b'))
    window.dispatchEvent(new Event('scroll'))
    await nextFrame()
    expect(posted).toHaveLength(1)
  })
})

describe('the canvas runtime: drag and drop', () => {
  it('answers the editor’s drag probes with the place at the point, once per change', () => {
    const { a, posted, runtime } = start()
    document.elementsFromPoint = () => [a]
    const probe = (point: { x: number; y: number } | null, blockId?: string) =>
      runtime.receive(
        createMessage('tessera.v1.dragProbe', {
          version: 1,
          point,
          ...(blockId ? { blockId } : {}),
        }),
      )
    probe({ x: 10, y: 35 })
    probe({ x: 12, y: 36 })
    const place = { edge: 'after', blockId: 'a', axis: 'vertical', rect: box('a', 0).rect }
    expect(posted).toEqual([
      createMessage('tessera.v1.dragOver', { version: 1, contentId: 'c1', place } as never),
    ])
    // The dragged block itself is no place; the drag leaving clears the place once.
    probe({ x: 10, y: 35 }, 'a')
    probe(null)
    expect(posted.slice(1)).toEqual([
      createMessage('tessera.v1.dragOver', { version: 1, contentId: 'c1', place: null }),
    ])
  })

  it('makes the block under the pointer draggable, not text being edited, and styles empty lists', () => {
    const { root, a, b } = start()
    expect(document.head.textContent).toContain('.builder-blocks.no-blocks{min-height:48px')
    a.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    expect(a.getAttribute('draggable')).toBe('true')
    const text = root.querySelector('#b-text') as HTMLElement
    text.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    expect(a.hasAttribute('draggable')).toBe(false)
    expect(b.getAttribute('draggable')).toBe('true')
    text.contentEditable = 'true'
    text.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    expect(b.hasAttribute('draggable')).toBe(false)
    runtime?.stop()
    runtime = undefined
    expect(document.head.textContent).not.toContain('no-blocks')
  })
})
