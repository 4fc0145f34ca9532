// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockInstance } from 'vitest'
import { createRegistry } from '../registry/create-registry.ts'
import { renderInEditor } from '../testing/render-in-editor.test-support.tsx'
import type { BuilderContextValue } from '../types.ts'

/** How often each probe block rendered, by block id. */
const renders = new Map<string, number>()
/** The content each probe saw in its context when it last rendered, by block id. */
const seenContent = new Map<string, Entry | null>()

interface ProbeProps {
  label?: unknown
  builderBlock: Block
  builderContext: BuilderContextValue
}

/** A block component that counts its renders (one per render of its `<Block>`). */
function Probe({ label, builderBlock, builderContext }: ProbeProps) {
  const id = builderBlock.id ?? ''
  renders.set(id, (renders.get(id) ?? 0) + 1)
  seenContent.set(id, builderContext.content)
  return <span className="probe">{String(label)}</span>
}

const probe = (id: string, label: string, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Probe', options: { label } },
  ...extra,
})

/** 500 blocks: 400 probes at the root, and 20 Columns blocks of 2 columns × 2 probes. */
function bigContent(): Entry {
  const blocks: Block[] = []
  for (let index = 0; index < 400; index++) blocks.push(probe(`p${index}`, `label ${index}`))
  for (let index = 0; index < 20; index++) {
    const column = (side: string) => ({
      blocks: [probe(`c${index}${side}0`, 'in column'), probe(`c${index}${side}1`, 'in column')],
    })
    blocks.push({
      '@type': '@builder.io/sdk:Element',
      id: `cols${index}`,
      component: { name: 'Columns', options: { columns: [column('a'), column('b')] } },
    })
  }
  blocks.push(
    probe('bound', 'unbound', { bindings: { 'component.options.label': 'state.n' } }),
    probe('other', 'not bound'),
    probe('rep', 'copy', { repeat: { collection: 'state.items' } }),
  )
  return { id: 'c1', data: { state: { n: 1, m: 'em', items: [1, 2, 3] }, blocks } }
}

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  renders.clear()
  seenContent.clear()
})
afterEach(() => {
  warn.mockRestore()
  document.body.innerHTML = ''
})

async function renderEditing() {
  const registry = createRegistry()
  registry.registerComponent(Probe, { name: 'Probe', inputs: [{ name: 'label', type: 'string' }] })
  const rendered = await renderInEditor({ content: bigContent(), registry })
  const { container } = rendered
  // Counts the renders each message causes.
  const send = async (data: unknown) => {
    renders.clear()
    await rendered.send(data)
  }
  const patch = (id: string, path: string, value: unknown) =>
    send({
      type: 'builder.patchUpdates',
      data: { data: { [id]: [{ op: 'replace', path, value }] } },
    })
  const label = (id: string) =>
    container.querySelector(`[builder-id="${id}"] .probe`)?.textContent ?? null
  return { container, send, patch, label }
}

/** The ids of the probes that rendered since the last message. */
const rendered = () => [...renders.keys()].sort()

describe('an edit in the editor re-renders the edited block only', () => {
  it('renders every probe once at first', async () => {
    await renderEditing()
    expect(renders.size).toBe(483)
  })

  it('re-renders only the patched block of a 500-block page', async () => {
    const { patch, label } = await renderEditing()
    await patch('p250', '/component/options/label', 'patched')
    expect(label('p250')).toBe('patched')
    expect(rendered()).toEqual(['p250'])
    expect(label('p251')).toBe('label 251')
  })

  it('re-renders only the patched block inside a Columns block', async () => {
    const { patch, label } = await renderEditing()
    await patch('c7b1', '/component/options/label', 'deep')
    expect(label('c7b1')).toBe('deep')
    // The Columns block re-renders (its JSON changed), its other probes do not.
    expect(rendered()).toEqual(['c7b1'])
  })

  it('hands the edited content to the blocks that render after an edit', async () => {
    const { patch } = await renderEditing()
    await patch('p3', '/component/options/label', 'seen')
    const content = seenContent.get('p3')
    const blocks = content?.data?.blocks as Block[] | undefined
    expect(blocks?.[3]?.component?.options?.label).toBe('seen')
  })

  it('re-renders the copies of a patched repeated block, with the edited content', async () => {
    const { container, patch } = await renderEditing()
    await patch('rep', '/component/options/label', 'new copy')
    const copies = [...container.querySelectorAll('[builder-id="rep"] .probe')]
    expect(copies.map((copy) => copy.textContent)).toEqual(['new copy', 'new copy', 'new copy'])
    expect(rendered()).toEqual(['rep'])
    expect(renders.get('rep')).toBe(3)
    const blocks = seenContent.get('rep')?.data?.blocks as Block[] | undefined
    expect(blocks?.at(-1)?.component?.options?.label).toBe('new copy')
  })

  it('still updates a block when its binding changes', async () => {
    const { patch, label } = await renderEditing()
    expect(label('bound')).toBe('1')
    await patch('bound', '/bindings/component.options.label', 'state.m')
    expect(label('bound')).toBe('em')
    expect(rendered()).toEqual(['bound'])
  })

  it('still updates the blocks that read the state when the state changes', async () => {
    const { send, label } = await renderEditing()
    await send({ type: 'builder.resetState', data: { model: 'page', state: { n: 7, m: 'em' } } })
    expect(label('bound')).toBe('7')
  })

  it('still applies a whole-content update to every changed block', async () => {
    const { send, label } = await renderEditing()
    const next = bigContent()
    const blocks = next.data?.blocks as Block[]
    blocks[0] = probe('p0', 'replaced')
    await send({ type: 'builder.contentUpdate', data: { key: 'page', data: next } })
    expect(label('p0')).toBe('replaced')
    expect(label('p1')).toBe('label 1')
  })
})
