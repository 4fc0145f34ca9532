import { describe, expect, it } from 'vitest'
import { QueryParseError, ValidationError } from '../errors.ts'
import { parseBuilderUrlOptions } from './parse-builder-url-options.ts'

const EDITOR_URL =
  '?builder.space=KEY&builder.user.permissions=read%7Ccreate&builder.cachebust=true' +
  '&builder.preview=page&builder.noCache=true&builder.allowTextEdit=true&__builder_editing__=true' +
  '&builder.overrides.page=abc123&builder.overrides.abc123=abc123' +
  '&builder.overrides.page%3A%2Fabout=abc123&builder.options.locale=Default&builder.frameEditing=page'

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('parseBuilderUrlOptions', () => {
  it('reads a real editor iframe URL', () => {
    expect(parseBuilderUrlOptions(EDITOR_URL)).toStrictEqual({
      space: 'KEY',
      cachebust: true,
      noCache: true,
      preview: 'page',
      allowTextEdit: true,
      overrides: { page: 'abc123', abc123: 'abc123', 'page:/about': 'abc123' },
      options: { locale: 'Default' },
      frameEditing: 'page',
      editingModel: 'page',
    })
  })

  it('joins an override key with a dot back together', () => {
    const options = parseBuilderUrlOptions(
      'builder.overrides.page%3A%2Fabout.html=abc&builder.overrides.page%3A%2Fa.b.c=def',
    )
    expect(options.overrides).toEqual({ 'page:/about.html': 'abc', 'page:/a.b.c': 'def' })
  })

  it('returns an empty object when there is nothing under builder.', () => {
    expect(parseBuilderUrlOptions('')).toStrictEqual({})
    expect(parseBuilderUrlOptions('?a=1&builder=x&builderx.preview=page')).toStrictEqual({})
  })

  it('ignores unknown keys and empty values', () => {
    expect(
      parseBuilderUrlOptions('builder.unknown=1&builder.preview=&builder.env=&builder.cachebust='),
    ).toStrictEqual({})
  })

  it('reads forced test groups, including the builder_tests_ spelling', () => {
    expect(parseBuilderUrlOptions('builder_tests_abc=def&builder.tests.xyz=v2').tests).toEqual({
      abc: 'def',
      xyz: 'v2',
    })
  })

  it('reads userAttributes as keys or as a JSON object', () => {
    expect(
      parseBuilderUrlOptions('builder.userAttributes.device=tablet&builder.userAttributes.a.b=1')
        .userAttributes,
    ).toEqual({ device: 'tablet', a: { b: '1' } })
    const json = encodeURIComponent('{"device":"mobile","n":2}')
    expect(parseBuilderUrlOptions(`builder.userAttributes=${json}`).userAttributes).toEqual({
      device: 'mobile',
      n: 2,
    })
  })

  it('rejects a userAttributes value that is not a JSON object', () => {
    for (const value of ['mobile', '[1]', 'null', '{bad']) {
      const error = thrown(() =>
        parseBuilderUrlOptions(`builder.userAttributes=${encodeURIComponent(value)}`),
      )
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as Error).message).toBe(
        'Invalid builder.userAttributes: expected keys like builder.userAttributes.<name> or a ' +
          `JSON object, received ${JSON.stringify(value)}`,
      )
    }
  })

  it('applies the deny list to keys of JSON userAttributes', () => {
    const json = encodeURIComponent('{"a":{"__proto__":{"x":1}}}')
    const error = thrown(() => parseBuilderUrlOptions(`builder.userAttributes=${json}`))
    expect(error).toBeInstanceOf(QueryParseError)
    expect((error as Error).message).toBe('Property name "__proto__" is not allowed')
  })

  it('reads env and falls back to api', () => {
    expect(parseBuilderUrlOptions('builder.env=qa').env).toBe('qa')
    expect(parseBuilderUrlOptions('builder.api=dev').env).toBe('dev')
    expect(parseBuilderUrlOptions('builder.api=dev&builder.env=cdn-prod').env).toBe('cdn-prod')
  })

  it('rejects a bad env or api with INVALID_ENV', () => {
    const message =
      'Invalid env: expected one of production, qa, test, development, dev, cdn-qa, cloud, fast, ' +
      'cdn2, cdn-prod, received "nope"'
    for (const query of [
      'builder.env=nope',
      'builder.api=nope',
      'builder.env=qa&builder.api=nope',
    ]) {
      const error = thrown(() => parseBuilderUrlOptions(query))
      expect(error).toBeInstanceOf(ValidationError)
      expect(error).toMatchObject({ code: 'INVALID_ENV', message })
    }
  })

  it('reads host, preview, space and editing', () => {
    expect(
      parseBuilderUrlOptions(
        'builder.host=cms.example.com&builder.preview=BUILDER_STUDIO&builder.editing=blog',
      ),
    ).toStrictEqual({
      host: 'cms.example.com',
      preview: 'BUILDER_STUDIO',
      editing: 'blog',
      editingModel: 'blog',
    })
  })

  it('leaves editingModel unset when the editing flag is just true', () => {
    expect(parseBuilderUrlOptions('builder.frameEditing=true')).toStrictEqual({
      frameEditing: 'true',
    })
    expect(parseBuilderUrlOptions('builder.editing=true').editingModel).toBeUndefined()
    expect(
      parseBuilderUrlOptions('builder.editing=page&builder.frameEditing=section').editingModel,
    ).toBe('section')
  })

  it('reads the boolean flags from true and false', () => {
    expect(
      parseBuilderUrlOptions(
        'builder.cachebust=false&builder.noCache=true&builder.debug=true' +
          '&builder.lazyLoadImages=false&builder.allowTextEdit=false',
      ),
    ).toStrictEqual({
      cachebust: false,
      noCache: true,
      debug: true,
      lazyLoadImages: false,
      allowTextEdit: false,
    })
  })

  it('rejects any other boolean value with a clear message', () => {
    const error = thrown(() => parseBuilderUrlOptions('builder.cachebust=yes'))
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'Invalid builder.cachebust: expected "true" or "false", received "yes"',
    })
    expect(() => parseBuilderUrlOptions('builder.options.enrich=1')).toThrow(
      'Invalid builder.options.enrich: expected "true" or "false", received "1"',
    )
  })

  it('keeps only locale, includeRefs and enrich from options', () => {
    expect(
      parseBuilderUrlOptions(
        'builder.options.locale=fr&builder.options.includeRefs=true&builder.options.enrich=false' +
          '&builder.options.limit=5',
      ).options,
    ).toStrictEqual({ locale: 'fr', includeRefs: true, enrich: false })
    expect(parseBuilderUrlOptions('builder.options.limit=5')).toStrictEqual({})
  })

  it('parses params as a query string and drops apiKey', () => {
    const raw = encodeURIComponent('limit=2&apiKey=secret&query.data.slug=a+b')
    expect(parseBuilderUrlOptions(`builder.params=${raw}`).params).toEqual({
      limit: '2',
      query: { data: { slug: 'a b' } },
    })
    expect(parseBuilderUrlOptions('builder.params.limit=3&builder.params.apiKey=x').params).toEqual(
      { limit: '3' },
    )
    expect(parseBuilderUrlOptions(`builder.params=${encodeURIComponent('apiKey=x')}`)).toEqual({})
  })

  it('applies the deny list inside params', () => {
    const raw = encodeURIComponent('a.constructor.b=1')
    expect(() => parseBuilderUrlOptions(`builder.params=${raw}`)).toThrow(
      'Property name "constructor" is not allowed',
    )
  })

  it('rejects a string where an object is expected and an object where a string is', () => {
    expect(() => parseBuilderUrlOptions('builder.overrides=abc')).toThrow(
      'Invalid builder.overrides: expected keys like builder.overrides.<name>=<value>, received "abc"',
    )
    expect(() => parseBuilderUrlOptions('builder.tests=abc')).toThrow(ValidationError)
    expect(() => parseBuilderUrlOptions('builder.options=x')).toThrow(ValidationError)
    expect(() => parseBuilderUrlOptions('builder.preview.x=1')).toThrow(
      'Invalid builder.preview: expected a string, received {"x":"1"}',
    )
    expect(() => parseBuilderUrlOptions('builder.cachebust.x=1')).toThrow(ValidationError)
  })

  it.each([
    ['builder.__proto__.x=1', '__proto__'],
    ['builder.%5F%5Fproto%5F%5F.x=1', '__proto__'],
    ['builder.overrides.__proto__=1', '__proto__'],
    ['builder.tests.prototype=1', 'prototype'],
    ['builder_constructor_x=1', 'constructor'],
  ])('throws a QueryParseError for %s', (query, name) => {
    const error = thrown(() => parseBuilderUrlOptions(query))
    expect(error).toBeInstanceOf(QueryParseError)
    expect((error as Error).message).toBe(`Property name "${name}" is not allowed`)
  })

  it('accepts URLSearchParams, URL, and nested or flat objects', () => {
    const expected = { preview: 'page', overrides: { 'page:/a b': 'id1' }, cachebust: true }
    const params = new URLSearchParams()
    params.set('builder.preview', 'page')
    params.set('builder.overrides.page:/a b', 'id1')
    params.set('builder.cachebust', 'true')
    expect(parseBuilderUrlOptions(params)).toEqual(expected)
    expect(parseBuilderUrlOptions(new URL(`https://x.test/p?${params.toString()}#h`))).toEqual(
      expected,
    )
    expect(
      parseBuilderUrlOptions({
        builder: { preview: 'page', overrides: { 'page:/a b': 'id1' }, cachebust: true },
      }),
    ).toEqual(expected)
    // Next.js-style searchParams: flat keys, repeated keys as arrays (the last wins)
    expect(
      parseBuilderUrlOptions({
        'builder.preview': ['blog', 'page'],
        'builder.overrides.page:/a b': 'id1',
        'builder.cachebust': 'true',
      }),
    ).toEqual(expected)
  })

  it('applies the deny list to object input', () => {
    const input = JSON.parse('{"builder":{"__proto__":{"x":"1"}}}') as Record<string, unknown>
    expect(() => parseBuilderUrlOptions(input)).toThrow(QueryParseError)
    expect(() => parseBuilderUrlOptions({ 'builder.constructor.x': '1' })).toThrow(
      'Property name "constructor" is not allowed',
    )
  })

  it('returns JSON-serialisable results', () => {
    const options = parseBuilderUrlOptions(EDITOR_URL + '&builder.userAttributes.device=mobile')
    expect(JSON.parse(JSON.stringify(options))).toEqual(options)
  })
})
