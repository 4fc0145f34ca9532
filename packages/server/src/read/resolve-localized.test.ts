import { describe, expect, it } from 'vitest'
import { resolveLocalized } from './resolve-localized.ts'

const T = '@builder.io/core:LocalizedValue'

describe('resolveLocalized', () => {
  it('replaces localized values at any depth', () => {
    const value = {
      title: { '@type': T, Default: 'Hello', fr: 'Bonjour' },
      blocks: [{ options: { text: { '@type': T, Default: '<p>Hi</p>', fr: '<p>Salut</p>' } } }],
    }
    expect(resolveLocalized(value, 'fr')).toEqual({
      title: 'Bonjour',
      blocks: [{ options: { text: '<p>Salut</p>' } }],
    })
    expect(value.title).toEqual({ '@type': T, Default: 'Hello', fr: 'Bonjour' })
  })

  it('falls back to Default, and to undefined without one', () => {
    expect(resolveLocalized({ a: { '@type': T, Default: 'x', fr: 'y' } }, 'de')).toEqual({ a: 'x' })
    expect(resolveLocalized({ a: { '@type': T, fr: 'y' } }, 'de')).toEqual({ a: undefined })
  })

  it('resolves localized values nested in chosen values', () => {
    const nested = { '@type': T, Default: { '@type': T, Default: 'd', fr: 'inner' } }
    expect(resolveLocalized([nested], 'fr')).toEqual(['inner'])
  })

  it('keeps other values', () => {
    expect(resolveLocalized({ a: 1, b: [null, 'x'] }, 'fr')).toEqual({ a: 1, b: [null, 'x'] })
  })
})
