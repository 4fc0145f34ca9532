import { createEvaluator } from '@tessera/core/evaluator'
import type { Block } from '@tessera/core'
import { describe, expect, it, vi } from 'vitest'
import { processBlock } from './process-block.ts'

const evaluator = createEvaluator({ logger: () => {} })
const evaluateWith = (state: Record<string, unknown>) => (code: string) => {
  const result = evaluator.evaluate(code, { state })
  return result.ok ? result.value : undefined
}

const block = (extra: Partial<Block>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 'builder-1',
  ...extra,
})

describe('processBlock', () => {
  it('returns the same block when there is nothing to process', () => {
    const input = block({ component: { name: 'Text', options: { text: 'hi' } } })
    const result = processBlock(input, { evaluate: evaluateWith({}) })
    expect(result.block).toBe(input)
    expect(result.isVisible).toBe(true)
  })

  it('applies bindings as dot paths on a copy of the block', () => {
    const input = block({
      component: { name: 'Text', options: { text: 'static' } },
      bindings: {
        'component.options.text': 'state.title.toUpperCase()',
        'properties.href': "'/p/' + state.id",
        'style.color': 'state.color',
        'responsiveStyles.large.width': "'10px'",
      },
    })
    const { block: result } = processBlock(input, {
      evaluate: evaluateWith({ title: 'hello', id: 7, color: 'red' }),
    })
    expect(result.component?.options).toEqual({ text: 'HELLO' })
    expect(result.properties).toEqual({ href: '/p/7' })
    expect(result.style).toEqual({ color: 'red' })
    expect(result.responsiveStyles).toEqual({ large: { width: '10px' } })
    expect(input.component?.options).toEqual({ text: 'static' })
  })

  it('refuses a binding path that reaches a prototype', () => {
    const onInvalidBinding = vi.fn()
    const { block: result } = processBlock(block({ bindings: { '__proto__.x': '1' } }), {
      evaluate: evaluateWith({}),
      onInvalidBinding,
    })
    expect(onInvalidBinding).toHaveBeenCalledWith('__proto__.x', expect.any(Error))
    expect(({} as Record<string, unknown>).x).toBeUndefined()
    expect(result.bindings).toEqual({ '__proto__.x': '1' })
  })

  it('hides blocks with a truthy hide or a falsy show', () => {
    const evaluate = evaluateWith({ on: true, off: false })
    expect(processBlock(block({ hide: true }), { evaluate }).isVisible).toBe(false)
    expect(processBlock(block({ show: false }), { evaluate }).isVisible).toBe(false)
    expect(processBlock(block({ bindings: { show: 'state.off' } }), { evaluate }).isVisible).toBe(
      false,
    )
    expect(
      processBlock(block({ bindings: { show: 'state.missing' } }), { evaluate }).isVisible,
    ).toBe(false)
    expect(processBlock(block({ bindings: { hide: 'state.off' } }), { evaluate }).isVisible).toBe(
      true,
    )
    expect(processBlock(block({ bindings: { show: 'state.on' } }), { evaluate }).isVisible).toBe(
      true,
    )
  })

  it('interpolates the declared options and escapes the values', () => {
    const input = block({
      component: {
        name: 'Text',
        options: { text: '<p>Hi {{state.name}}{{state.none}}!</p>', other: '{{state.name}}' },
      },
    })
    const { block: result } = processBlock(input, {
      evaluate: evaluateWith({ name: '<b>"Tom" & \'Jerry\'</b>' }),
      interpolatedOptions: ['text'],
    })
    expect(result.component?.options).toEqual({
      text: '<p>Hi &lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;!</p>',
      other: '{{state.name}}',
    })
  })

  it('resolves localized values by locale, falling back to Default', () => {
    const localized = {
      '@type': '@builder.io/core:LocalizedValue',
      Default: 'Hello',
      fr: 'Bonjour',
    }
    const input = block({
      component: { name: 'Text', options: { text: localized, list: [{ label: localized }] } },
    })
    const fr = processBlock(input, { evaluate: evaluateWith({}), locale: 'fr' }).block
    expect(fr.component?.options).toEqual({ text: 'Bonjour', list: [{ label: 'Bonjour' }] })
    const de = processBlock(input, { evaluate: evaluateWith({}), locale: 'de' }).block
    expect(de.component?.options?.text).toBe('Hello')
    const onMissingLocale = vi.fn()
    const none = processBlock(input, { evaluate: evaluateWith({}), onMissingLocale }).block
    expect(none.component?.options?.text).toBe('Hello')
    expect(onMissingLocale).toHaveBeenCalled()
  })
})
