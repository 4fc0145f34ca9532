import { describe, expect, it } from 'vitest'
import { getMessageAt, readFormResponse } from './read-form-response.ts'

describe('getMessageAt', () => {
  it('finds strings and numbers at dot paths', () => {
    const data = { errors: [{ text: 'Bad' }], code: 4 }
    expect(getMessageAt(data, 'errors.0.text')).toBe('Bad')
    expect(getMessageAt(data, 'code')).toBe('4')
    expect(getMessageAt(data, 'errors')).toBeUndefined()
    expect(getMessageAt(data, 'errors.constructor')).toBeUndefined()
    expect(getMessageAt('text', 'length')).toBeUndefined()
    expect(getMessageAt(data, '')).toBeUndefined()
    expect(getMessageAt(data, undefined)).toBeUndefined()
  })
})

describe('readFormResponse', () => {
  it('parses JSON responses and keeps other or malformed bodies as text', async () => {
    const json = { 'content-type': 'application/problem+json; charset=utf-8' }
    expect(await readFormResponse(new Response('{"a":1}', { headers: json }))).toEqual({ a: 1 })
    expect(await readFormResponse(new Response('{bad', { headers: json }))).toBe('{bad')
    expect(await readFormResponse(new Response('{"a":1}'))).toBe('{"a":1}')
  })
})
