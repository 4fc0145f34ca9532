import { describe, expect, it } from 'vitest'
import { buildFormBody, toFormBodyKind } from './build-form-body.ts'

describe('buildFormBody', () => {
  it('builds nested JSON, later fields winning, and refuses prototype segments', () => {
    const refused: string[] = []
    const body = buildFormBody(
      [
        { name: 'a', value: 'x' },
        { name: 'a.b', value: 1 },
        { name: 'a.c.d', value: true },
        { name: 'toString.x', value: null },
        { name: '__proto__.polluted', value: 'yes' },
        { name: 'x.constructor', value: 'no' },
        { name: 'prototype', value: 'no' },
      ],
      'json',
      (name) => refused.push(name),
    )
    expect(body).toEqual({
      kind: 'json',
      body: '{"a":{"b":1,"c":{"d":true}},"toString":{"x":null}}',
      contentType: 'application/json',
    })
    expect(refused).toEqual(['__proto__.polluted', 'x.constructor', 'prototype'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('keeps every field in urlencoded bodies', () => {
    const { body } = buildFormBody(
      [
        { name: 'tag', value: 'a' },
        { name: 'tag', value: 'b c' },
        { name: 'n', value: null },
      ],
      'urlencoded',
    )
    expect(String(body)).toBe('tag=a&tag=b+c&n=')
  })

  it('switches to multipart when a field holds files', () => {
    const file = new File(['x'], 'x.txt')
    const { kind, body, contentType } = buildFormBody(
      [
        { name: 'ok', value: false },
        { name: 'docs', value: [file, file] },
      ],
      'json',
    )
    expect([kind, contentType]).toEqual(['multipart', undefined])
    expect((body as FormData).get('ok')).toBe('false')
    expect((body as FormData).getAll('docs')).toHaveLength(2)
  })

  it('reads content types', () => {
    expect(toFormBodyKind('multipart/form-data')).toBe('multipart')
    expect(toFormBodyKind('application/x-www-form-urlencoded')).toBe('urlencoded')
    expect(toFormBodyKind('urlencoded')).toBe('urlencoded')
    expect(toFormBodyKind(undefined)).toBe('json')
  })
})
