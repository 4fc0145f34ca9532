import { describe, expect, it } from 'vitest'
import { QueryParseError } from '../errors.ts'
import { compileQuery, MAX_QUERY_DEPTH } from './compile-query.ts'
import { matchesQuery } from './match-query.ts'

const entry = {
  id: 'e1',
  name: 'Home',
  priority: 5,
  published: 'published',
  data: {
    slug: 'home',
    price: 12,
    title: 'Hello World',
    tags: ['news', 'tech'],
    authors: [
      { name: 'Ada', age: 36 },
      { name: 'Bob', age: 50 },
    ],
    nested: { deep: { value: true } },
    empty: null,
  },
}

function parseError(query: Record<string, unknown>): string {
  try {
    matchesQuery(entry, query)
  } catch (error: unknown) {
    expect(error).toBeInstanceOf(QueryParseError)
    return (error as Error).message
  }
  throw new Error('expected a QueryParseError')
}

describe('matchesQuery', () => {
  it('matches an empty query', () => {
    expect(matchesQuery(entry, {})).toBe(true)
  })

  it('compares dotted paths with implicit equality', () => {
    expect(matchesQuery(entry, { 'data.slug': 'home' })).toBe(true)
    expect(matchesQuery(entry, { 'data.slug': 'about' })).toBe(false)
    expect(matchesQuery(entry, { 'data.nested.deep.value': true })).toBe(true)
    expect(matchesQuery(entry, { 'data.nested': { deep: { value: true } } })).toBe(true)
    expect(matchesQuery(entry, { 'data.nested': { deep: {} } })).toBe(false)
  })

  it('matches an array that holds the value or equals it', () => {
    expect(matchesQuery(entry, { 'data.tags': 'news' })).toBe(true)
    expect(matchesQuery(entry, { 'data.tags': ['news', 'tech'] })).toBe(true)
    expect(matchesQuery(entry, { 'data.tags': ['tech', 'news'] })).toBe(false)
    expect(matchesQuery(entry, { 'data.tags.1': 'tech' })).toBe(true)
    expect(matchesQuery(entry, { 'data.tags.5': 'tech' })).toBe(false)
  })

  it('traverses arrays of objects along a path', () => {
    expect(matchesQuery(entry, { 'data.authors.name': 'Bob' })).toBe(true)
    expect(matchesQuery(entry, { 'data.authors.name': 'Cy' })).toBe(false)
    expect(matchesQuery(entry, { 'data.authors.0.name': 'Ada' })).toBe(true)
    expect(matchesQuery(entry, { 'data.authors.age': { $gt: 40 } })).toBe(true)
  })

  it('treats null as null or missing', () => {
    expect(matchesQuery(entry, { 'data.empty': null })).toBe(true)
    expect(matchesQuery(entry, { 'data.nothing': null })).toBe(true)
    expect(matchesQuery(entry, { 'data.slug': null })).toBe(false)
  })

  it('supports $eq and $ne', () => {
    expect(matchesQuery(entry, { 'data.slug': { $eq: 'home' } })).toBe(true)
    expect(matchesQuery(entry, { 'data.slug': { $ne: 'home' } })).toBe(false)
    expect(matchesQuery(entry, { 'data.missing': { $ne: 'x' } })).toBe(true)
    expect(matchesQuery(entry, { 'data.tags': { $ne: 'news' } })).toBe(false)
  })

  it('compares numbers and strings within one type', () => {
    expect(matchesQuery(entry, { 'data.price': { $gt: 10, $lt: 20 } })).toBe(true)
    expect(matchesQuery(entry, { 'data.price': { $gte: 12, $lte: 12 } })).toBe(true)
    expect(matchesQuery(entry, { 'data.price': { $gt: 12 } })).toBe(false)
    expect(matchesQuery(entry, { 'data.price': { $lt: '20' } })).toBe(false)
    expect(matchesQuery(entry, { 'data.slug': { $gte: 'h', $lt: 'i' } })).toBe(true)
    expect(matchesQuery(entry, { 'data.missing': { $lt: 1 } })).toBe(false)
  })

  it('supports $in and $nin', () => {
    expect(matchesQuery(entry, { 'data.slug': { $in: ['home', 'about'] } })).toBe(true)
    expect(matchesQuery(entry, { 'data.tags': { $in: ['tech'] } })).toBe(true)
    expect(matchesQuery(entry, { 'data.tags': { $in: ['x'] } })).toBe(false)
    expect(matchesQuery(entry, { 'data.tags': { $nin: ['x', 'y'] } })).toBe(true)
    expect(matchesQuery(entry, { 'data.tags': { $nin: ['news'] } })).toBe(false)
    expect(matchesQuery(entry, { 'data.missing': { $in: [null] } })).toBe(true)
  })

  it('supports $exists', () => {
    expect(matchesQuery(entry, { 'data.slug': { $exists: true } })).toBe(true)
    expect(matchesQuery(entry, { 'data.empty': { $exists: true } })).toBe(true)
    expect(matchesQuery(entry, { 'data.nope': { $exists: true } })).toBe(false)
    expect(matchesQuery(entry, { 'data.nope': { $exists: false } })).toBe(true)
    expect(matchesQuery(entry, { 'data.authors.email': { $exists: false } })).toBe(true)
  })

  it('supports $regex with $options', () => {
    expect(matchesQuery(entry, { 'data.title': { $regex: '^Hello' } })).toBe(true)
    expect(matchesQuery(entry, { 'data.title': { $regex: 'world' } })).toBe(false)
    expect(matchesQuery(entry, { 'data.title': { $regex: 'world', $options: 'i' } })).toBe(true)
    expect(matchesQuery(entry, { 'data.tags': { $regex: '^te' } })).toBe(true)
    expect(matchesQuery(entry, { 'data.price': { $regex: '12' } })).toBe(false)
  })

  it('supports field $not', () => {
    expect(matchesQuery(entry, { 'data.price': { $not: { $gt: 100 } } })).toBe(true)
    expect(matchesQuery(entry, { 'data.price': { $not: { $gt: 1 } } })).toBe(false)
    expect(matchesQuery(entry, { 'data.slug': { $not: 'about' } })).toBe(true)
  })

  it('supports $and, $or, $nor and query $not', () => {
    expect(matchesQuery(entry, { $and: [{ 'data.slug': 'home' }, { priority: 5 }] })).toBe(true)
    expect(matchesQuery(entry, { $and: [{ 'data.slug': 'home' }, { priority: 4 }] })).toBe(false)
    expect(matchesQuery(entry, { $or: [{ 'data.slug': 'x' }, { priority: 5 }] })).toBe(true)
    expect(matchesQuery(entry, { $or: [{ 'data.slug': 'x' }, { priority: 4 }] })).toBe(false)
    expect(matchesQuery(entry, { $nor: [{ 'data.slug': 'x' }, { priority: 4 }] })).toBe(true)
    expect(matchesQuery(entry, { $not: { 'data.slug': 'home' } })).toBe(false)
  })

  it('supports $elemMatch with a query or with operators', () => {
    const authors = { 'data.authors': { $elemMatch: { name: 'Ada', age: { $lt: 40 } } } }
    expect(matchesQuery(entry, authors)).toBe(true)
    expect(matchesQuery(entry, { 'data.authors': { $elemMatch: { name: 'Ada', age: 50 } } })).toBe(
      false,
    )
    expect(matchesQuery(entry, { 'data.tags': { $elemMatch: { $regex: '^ne' } } })).toBe(true)
    expect(matchesQuery(entry, { 'data.slug': { $elemMatch: { $eq: 'home' } } })).toBe(false)
  })

  it('supports $type', () => {
    expect(matchesQuery(entry, { 'data.tags': { $type: 'array' } })).toBe(true)
    expect(matchesQuery(entry, { 'data.tags': { $type: 'string' } })).toBe(true)
    expect(matchesQuery(entry, { 'data.price': { $type: 'number' } })).toBe(true)
    expect(matchesQuery(entry, { 'data.empty': { $type: 'null' } })).toBe(true)
    expect(matchesQuery(entry, { 'data.nested': { $type: 'object' } })).toBe(true)
    expect(matchesQuery(entry, { 'data.nested.deep.value': { $type: 'bool' } })).toBe(true)
    expect(matchesQuery(entry, { 'data.slug': { $type: 'number' } })).toBe(false)
  })

  it('reads only own properties', () => {
    expect(matchesQuery({}, { toString: { $exists: true } })).toBe(false)
    expect(matchesQuery('text', { length: 4 })).toBe(false)
  })

  it('throws QueryParseError on bad queries, with exact messages', () => {
    expect(parseError({ 'data.slug': { $where: 'x' } })).toBe('Unknown query operator "$where"')
    expect(parseError({ $eq: 1 })).toBe('Unknown query operator "$eq"')
    expect(parseError({ '__proto__.x': 1 })).toBe('Property name "__proto__" is not allowed')
    expect(parseError({ 'a.constructor': 1 })).toBe('Property name "constructor" is not allowed')
    expect(parseError({ prototype: 1 })).toBe('Property name "prototype" is not allowed')
    expect(parseError({ 'a..b': 1 })).toBe('Invalid query path "a..b"')
    expect(parseError({ a: { $in: 'x' } })).toBe('$in needs an array')
    expect(parseError({ a: { $nin: 1 } })).toBe('$nin needs an array')
    expect(parseError({ $or: [] })).toBe('$or needs a non-empty array of queries')
    expect(parseError({ $and: {} })).toBe('$and needs a non-empty array of queries')
    expect(parseError({ $or: [1] })).toBe('A query must be an object')
    expect(parseError({ a: { $gt: 1, b: 2 } })).toBe(
      'Cannot mix operators and fields in the condition on "a"',
    )
    expect(parseError({ a: { $options: 'i' } })).toBe('$options needs $regex')
    expect(parseError({ a: { $regex: 'x', $options: 'g' } })).toBe(
      'Invalid $options "g": use flags i, m, s, u',
    )
    expect(parseError({ a: { $regex: '(' } })).toBe(
      'Invalid $regex "(": missing closing ): `(` (patterns use RE2 syntax)',
    )
    expect(parseError({ a: { $regex: '(?=a)' } })).toBe(
      'Invalid $regex "(?=a)": invalid or unsupported Perl syntax: `(?=` (patterns use RE2 syntax)',
    )
    expect(parseError({ a: { $elemMatch: 1 } })).toBe('$elemMatch needs an object')
    expect(parseError({ a: { $type: 'date' } })).toBe(
      'Invalid $type "date": use string, number, bool, boolean, object, array, null',
    )
  })

  it('refuses queries nested deeper than MAX_QUERY_DEPTH', () => {
    let query: Record<string, unknown> = { a: 1 }
    for (let i = 0; i <= MAX_QUERY_DEPTH; i += 1) query = { $and: [query] }
    expect(parseError(query)).toBe('Query is nested too deeply')
  })

  it('validates a query once through compileQuery, before any document', () => {
    expect(() => compileQuery({ a: { $bad: 1 } })).toThrow('Unknown query operator "$bad"')
    const isHome = compileQuery({ 'data.slug': 'home' })
    expect([entry, { data: { slug: 'x' } }].filter(isHome)).toEqual([entry])
  })
})
