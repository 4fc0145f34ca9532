import { describe, expect, it } from 'vitest'
import { declaredInputs, inputNameError, newInputName, symbolInputs } from './symbol-inputs.ts'

describe('symbolInputs', () => {
  it('reads the named inputs of data.inputs', () => {
    const entry = {
      data: { inputs: [{ name: 'title', type: 'text' }, { type: 'text' }, 'x', { name: '' }] },
    }
    expect(symbolInputs(entry)).toEqual([{ name: 'title', type: 'text' }])
    expect(symbolInputs({ data: {} })).toEqual([])
    expect(symbolInputs(undefined)).toEqual([])
  })

  it('keeps unnamed inputs while they are edited', () => {
    expect(declaredInputs({ data: { inputs: [{ type: 'text' }, 3, { name: 'a' }] } })).toEqual([
      { type: 'text', name: '' },
      { name: 'a' },
    ])
  })
})

describe('inputNameError', () => {
  it('takes names bindings can read, once each', () => {
    expect(inputNameError('title', ['other'])).toBeUndefined()
    expect(inputNameError('1st', [])).toMatch(/starts with a letter/)
    expect(inputNameError('a b', [])).toMatch(/starts with a letter/)
    expect(inputNameError('title', ['title'])).toBe('There is already an input named “title”')
  })
})

describe('newInputName', () => {
  it('never repeats a name', () => {
    expect(newInputName([])).toBe('input1')
    expect(newInputName([{ name: 'input2' }])).toBe('input3')
    expect(newInputName([{ name: 'input3' }, { name: 'x' }])).toBe('input4')
  })
})
