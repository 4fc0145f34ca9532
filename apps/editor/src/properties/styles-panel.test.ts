import { describe, expect, it } from 'vitest'
import { inheritedStyle } from './styles-panel.tsx'

describe('inheritedStyle', () => {
  it('is the value of the nearest larger size that sets it', () => {
    const styles = { large: { color: 'red', margin: '1px' }, medium: { color: 'blue' } }
    expect(inheritedStyle(styles, 'small', 'color')).toEqual({ value: 'blue', from: 'medium' })
    expect(inheritedStyle(styles, 'small', 'margin')).toEqual({ value: '1px', from: 'large' })
    expect(inheritedStyle(styles, 'medium', 'color')).toEqual({ value: 'red', from: 'large' })
    expect(inheritedStyle(styles, 'large', 'color')).toBeUndefined()
    expect(inheritedStyle(styles, 'small', 'padding')).toBeUndefined()
  })
})
