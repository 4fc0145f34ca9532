import type { Block } from '@tessera/core'
import { createEvaluator } from '@tessera/core/evaluator'
import { describe, expect, it } from 'vitest'
import type { BuilderContextValue } from '../types.ts'
import { stateSignature } from './state-signature.ts'

const evaluator = createEvaluator({ logger: () => {} })

/** A context whose `evaluate` runs the real evaluator on `state` (all a signature uses). */
function contextWith(state: Record<string, unknown>): BuilderContextValue {
  const evaluate = (code: string) => {
    const result = evaluator.evaluate(code, { state })
    return result.ok ? result.value : undefined
  }
  return { state, evaluate } as unknown as BuilderContextValue
}

const text = (id: string, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: id } },
  ...extra,
})
const bound = (id: string, code: string) =>
  text(id, { bindings: { 'component.options.text': code } })

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
