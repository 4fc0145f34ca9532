// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { createEvaluator } from '@tessera/core/evaluator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultRegistry } from '../registry/default-registry.ts'
import type { BuilderContextValue } from '../types.ts'
import { stateSignature } from './state-signature.ts'

const evaluator = createEvaluator({ logger: () => {} })

/**
 * A context with the built-in blocks whose `evaluate` runs the real evaluator on `state` (all a
 * signature uses), counting the evaluations.
 */
function contextWith(state: Record<string, unknown>, evaluated: string[] = []) {
  const evaluate = (code: string) => {
    evaluated.push(code)
    const result = evaluator.evaluate(code, { state })
    return result.ok ? result.value : undefined
  }
  const context = { state, evaluate, registry: defaultRegistry, model: 'page' }
  return context as unknown as BuilderContextValue
}

const text = (id: string, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: id } },
  ...extra,
})
const bound = (id: string, code: string) =>
  text(id, { bindings: { 'component.options.text': code } })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('stateSignature', () => {
  it('is empty for a list without bindings, whatever the state', () => {
    const list = [text('a'), text('b', { bindings: {} })]
    expect(stateSignature(list, contextWith({ word: 'x' }))).toBe('')
    expect(stateSignature(list, null)).toBe('')
  })

  it('holds the value of every binding under the list, nested blocks included', () => {
    const list = [
      bound('a', 'state.word'),
      text('c', {
        component: {
          name: 'Columns',
          options: { columns: [{ blocks: [bound('n', 'state.count * 2')] }] },
        },
      }),
    ]
    const signature = stateSignature(list, contextWith({ word: 'x', count: 2, other: 1 }))
    expect(signature).toBe('["x",4]')
    expect(stateSignature(list, contextWith({ word: 'x', count: 2, other: 2 }))).toBe(signature)
    expect(stateSignature(list, contextWith({ word: 'y', count: 2 }))).not.toBe(signature)
  })

  it('leaves out the blocks the HTML writer never writes, and what is under them', () => {
    const evaluated: string[] = []
    const list = [
      bound('a', 'state.word'),
      text('r', { repeat: { collection: 'state.items' }, children: [bound('r1', 'state.item')] }),
      text('x', { actions: { click: 'state.n = 1' }, bindings: { hide: 'state.clicked' } }),
      {
        '@type': '@builder.io/sdk:Element',
        id: 's',
        component: {
          name: 'Symbol',
          options: { symbol: { content: { data: { blocks: [bound('s1', 'state.own')] } } } },
        },
      } as Block,
    ]
    expect(stateSignature(list, contextWith({ word: 'x' }, evaluated))).toBe('["x"]')
    expect(evaluated).toEqual(['state.word'])
  })

  it('is empty without a document: a server renders a list once', () => {
    vi.stubGlobal('document', undefined)
    const evaluated: string[] = []
    expect(stateSignature([bound('a', 'state.word')], contextWith({ word: 'x' }, evaluated))).toBe(
      '',
    )
    expect(evaluated).toEqual([])
  })

  it('is the context itself when a value cannot be written as JSON', () => {
    const context = contextWith({ big: 1n })
    expect(stateSignature([bound('a', 'state.big')], context)).toBe(context)
  })

  it('is the context itself for a list too deep to scan', () => {
    let deep: unknown = { bindings: { hide: 'state.x' } }
    for (let level = 0; level < 120; level++) deep = { nested: deep }
    const context = contextWith({})
    expect(stateSignature([text('a', { meta: deep } as Partial<Block>)], context)).toBe(context)
  })
})
