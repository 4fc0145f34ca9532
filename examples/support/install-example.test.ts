import { describe, expect, it } from 'vitest'
import { examplesCache } from './install-example.ts'

describe('examplesCache', () => {
  it('keeps each checkout’s copies apart, and finds a checkout’s own again', () => {
    expect(examplesCache('/work/a')).toBe(examplesCache('/work/a'))
    expect(examplesCache('/work/a')).not.toBe(examplesCache('/work/b'))
    expect(examplesCache('/work/a')).toContain('tessera-examples')
  })
})
