import { describe, expect, it } from 'vitest'
import { getSymbolData } from './get-symbol-data.ts'

describe('getSymbolData', () => {
  it('puts parent root state (when inherited) and local state over the instance data', () => {
    const parent = { rootState: { a: 'root', b: 'root' }, localState: { b: 'local' } }
    expect(getSymbolData({ data: { a: 'data', c: 'data' } }, true, parent)).toEqual({
      a: 'root',
      b: 'local',
      c: 'data',
    })
    expect(getSymbolData({ data: { a: 'data' } }, false, parent)).toEqual({ a: 'data', b: 'local' })
  })
})
