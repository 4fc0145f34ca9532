// @vitest-environment happy-dom
import { BUILT_IN_BLOCK_INFO } from '@tessera/react/block-info'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DocumentStore } from '../state/document-store.ts'
import type { JsonObject } from '../state/doc-types.ts'
import { PropertiesPanel } from './properties-panel.tsx'

const ELEMENT = '@builder.io/sdk:Element'
const text = (id: string, value: string) => ({
  '@type': ELEMENT,
  id,
  component: { name: 'Text', options: { text: value } },
})
const page = (): JsonObject => ({
  id: 'page-1',
  query: [{ property: 'urlPath', operator: 'is', value: '/start' }],
  data: {
    url: '/start',
    title: 'Start',
    blocks: [
      {
        '@type': ELEMENT,
        id: 'acc',
        component: {
          name: 'Builder:Accordion',
          options: {
            items: [
              { title: [text('t0', 'One')], detail: [text('d0', 'First')] },
              { title: [text('t1', 'Two')], detail: [text('d1', 'Second')] },
            ],
          },
        },
      },
      { '@type': ELEMENT, id: 'box' },
    ],
  },
})

let root: Root
let container: HTMLElement
const infoOf = (name: string) => BUILT_IN_BLOCK_INFO.find((info) => info.name === name)

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

async function show(store: DocumentStore, blockId: string | undefined) {
  await act(async () => {
    root.render(
      <PropertiesPanel store={store} blockId={blockId} infoOf={infoOf} readOnly={false} />,
    )
    // The evaluator's check loads on demand: let it arrive within `act`.
    await import('@tessera/core/evaluator')
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

/** The control a label names (by `for` or `aria-labelledby`). */
function control(label: string): HTMLInputElement | HTMLTextAreaElement {
  const found = [...container.querySelectorAll('label')].find((item) => item.textContent === label)
  if (!found) throw new Error(`No label "${label}"`)
  const element = container.querySelector(`[id="${found.htmlFor}"]`)
  if (!element) throw new Error(`No control for "${label}"`)
  return element as HTMLInputElement | HTMLTextAreaElement
}

/** Types a value as the browser would (React listens to `input`). */
async function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  await act(async () => {
    const prototype = Object.getPrototypeOf(element) as object
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value)
    element.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function click(name: string) {
  const button = [...container.querySelectorAll('button')].find(
    (item) => item.getAttribute('aria-label') === name || item.textContent === name,
  )
  if (!button) throw new Error(`No button "${name}"`)
  await act(async () => button.click())
}

const items = (store: DocumentStore) =>
  (store.blockJson('acc').component as { options: { items: JsonObject[] } }).options.items

describe('the properties panel', () => {
  it('shows the evaluator’s syntax error of a show-if inline, and stores the code anyway', async () => {
    const store = new DocumentStore(page())
    await show(store, 'box')
    const showIf = control('Show if')
    await type(showIf, 'state.count >')
    expect(showIf.getAttribute('aria-invalid')).toBe('true')
    const error = container.querySelector(`[id="${showIf.getAttribute('aria-describedby')}"]`)
    expect(error?.textContent).toMatch(/^Syntax error: .*\(\d+:\d+\)$/)
    expect(store.block('box')?.json.bindings).toEqual({ show: 'state.count >' })
    await type(showIf, 'state.count > 1')
    expect(showIf.getAttribute('aria-invalid')).toBeNull()
    expect(showIf.getAttribute('aria-describedby')).toBeNull()
    expect(store.block('box')?.json.bindings).toEqual({ show: 'state.count > 1' })
  })

  it('sets a repeat, adds a binding and an action, each checked', async () => {
    const store = new DocumentStore(page())
    await show(store, 'box')
    await type(control('Repeat for each item of'), 'state.products')
    await type(control('Item name'), 'product')
    await type(control('Property to bind'), 'component.options.text')
    await type(control('Code of the new binding'), 'product.name')
    await click('Add binding')
    expect(store.block('box')?.json).toMatchObject({
      repeat: { collection: 'state.products', itemName: 'product' },
      bindings: { 'component.options.text': 'product.name' },
    })
    await type(control('Property to bind'), 'component.options.text')
    await click('Add binding')
    expect(container.textContent).toContain('component.options.text is bound already')
    await click('Remove binding component.options.text')
    expect(store.block('box')?.json.bindings).toEqual({})
    await type(control('Repeat for each item of'), '')
    expect(store.block('box')?.json).not.toHaveProperty('repeat')
  })

  it('adds, moves and removes list items, each one undo step, keeping the blocks in them', async () => {
    const store = new DocumentStore(page())
    await show(store, 'acc')
    await click('Add to items')
    expect(items(store)).toHaveLength(3)
    const added = items(store)[2] as { title: JsonObject[] }
    expect(added.title[0]?.id).not.toBe('accordion-title-0')
    expect(store.block(added.title[0]?.id as string)).toBeDefined()
    await click('Move items item 1 down')
    expect(items(store).map((item) => (item.title as JsonObject[])[0]?.id)).toEqual([
      't1',
      't0',
      added.title[0]?.id,
    ])
    await click('Remove items item 1')
    expect(store.block('t1')).toBeUndefined()
    expect(store.block('t0')?.parent.owner).toBe('acc')
    act(() => {
      store.undo()
      store.undo()
      store.undo()
    })
    expect(store.toEntry()).toEqual(page())
  })

  it('puts advanced inputs under More options, and shows blocks inputs as no field', async () => {
    const store = new DocumentStore(page())
    await show(store, 'acc')
    const advanced = container.querySelector('details.advanced')
    expect(advanced?.textContent).toContain('useChildrenForItems')
    expect(control('oneAtATime').closest('details')).toBeNull()
    // The items' title and detail hold blocks: no field, a pointer to the canvas.
    expect(container.textContent).toContain(
      'Its blocks are edited on the canvas and in the layers.',
    )
  })

  it('edits the page’s settings when no block is selected, refusing a path without /', async () => {
    const store = new DocumentStore(page())
    await show(store, undefined)
    await type(control('Page title'), 'Hello')
    await type(control('URL path'), 'nope')
    const path = control('URL path')
    expect(path.getAttribute('aria-invalid')).toBe('true')
    expect(container.textContent).toContain('A URL path starts with /')
    await type(path, '/hello')
    expect(store.toEntry()).toMatchObject({
      query: [{ property: 'urlPath', operator: 'is', value: '/hello' }],
      data: { url: '/hello', title: 'Hello' },
    })
  })
})
