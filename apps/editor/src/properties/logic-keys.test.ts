import { describe, expect, it } from 'vitest'
import { bindingPathError, bindingSuggestions } from './logic-keys.ts'

describe('binding paths', () => {
  it('accepts dotted property paths not bound yet', () => {
    expect(bindingPathError('component.options.text', {})).toBeUndefined()
    expect(bindingPathError('style.color', { 'style.background': 'x' })).toBeUndefined()
    expect(bindingPathError('responsiveStyles.large.color', {})).toBeUndefined()
  })

  it('refuses blanks, malformed paths, prototype keys, show/hide and paths bound already', () => {
    expect(bindingPathError('', {})).toBe('Name the property to bind (e.g. component.options.text)')
    expect(bindingPathError('style..color', {})).toBe(
      'A property path is names joined by dots (style.color)',
    )
    expect(bindingPathError('a b', {})).toBe(
      'A property path is names joined by dots (style.color)',
    )
    expect(bindingPathError('component.__proto__.x', {})).toBe(
      '"component.__proto__.x" cannot be bound',
    )
    expect(bindingPathError('show', {})).toBe('Set show and hide under Visibility')
    expect(bindingPathError('style.color', { 'style.color': 'state.c' })).toBe(
      'style.color is bound already',
    )
  })

  it('suggests the component’s inputs first', () => {
    expect(bindingSuggestions(['text', 'link']).slice(0, 3)).toEqual([
      'component.options.text',
      'component.options.link',
      'properties.href',
    ])
  })
})
