// @vitest-environment happy-dom
import { BUILT_IN_BLOCK_INFO } from '@tessera/react/block-info'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PropertiesPanel } from '../properties/properties-panel.tsx'
import { DocumentStore } from '../state/document-store.ts'
import { roleView } from './role-view.ts'

const ELEMENT = '@builder.io/sdk:Element'
const store = () =>
  new DocumentStore({
    id: 'p',
    data: {
      blocks: [
        {
          '@type': ELEMENT,
          id: 'button',
          component: { name: 'Core:Button', options: { text: 'Go' } },
        },
        {
          '@type': ELEMENT,
          id: 'code',
          component: { name: 'Custom Code', options: { code: '<b>x</b>' } },
        },
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

async function show(blockId: string, role: 'designer' | 'developer' | 'editor') {
  const view = roleView(role)
  await act(async () => {
    root.render(
      <PropertiesPanel
        store={store()}
        blockId={blockId}
        infoOf={infoOf}
        readOnly={view.readOnly}
        codeHidden={view.codeHidden}
      />,
    )
    await import('@tessera/core/evaluator')
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

const labels = () => [...container.querySelectorAll('label')].map((label) => label.textContent)

describe('the properties panel by role', () => {
  it('shows a developer the logic (show if, bindings, actions)', async () => {
    await show('button', 'developer')
    expect(labels()).toContain('Show if')
    expect(labels()).toContain('Property to bind')
  })

  it('hides the logic from a designer and an editor, keeping the options editable', async () => {
    for (const role of ['designer', 'editor'] as const) {
      await show('button', role)
      expect(labels()).not.toContain('Show if')
      expect(labels()).not.toContain('Property to bind')
      expect(container.textContent).not.toContain('Add binding')
      const editable = container.querySelector('input:not([readonly]):not([disabled])')
      expect(editable, role).not.toBeNull()
    }
  })

  it('makes a Custom Code block read-only for a designer', async () => {
    await show('code', 'designer')
    const fields = [...container.querySelectorAll('textarea, input, [contenteditable]')]
    expect(fields.length).toBeGreaterThan(0)
    for (const field of fields) {
      const locked =
        field.hasAttribute('readonly') ||
        field.hasAttribute('disabled') ||
        field.getAttribute('contenteditable') === 'false'
      expect(locked, field.outerHTML.slice(0, 80)).toBe(true)
    }
  })
})
