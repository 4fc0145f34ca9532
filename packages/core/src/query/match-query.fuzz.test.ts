import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { QueryParseError } from '../errors.ts'
import { matchesQuery } from './match-query.ts'
import { parseQueryParams } from './parse-query-params.ts'

const key = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom(
    'data',
    'data.tags',
    'a.0.b',
    '$and',
    '$or',
    '$nor',
    '$not',
    '$eq',
    '$ne',
    '$gt',
    '$in',
    '$nin',
    '$exists',
    '$regex',
    '$options',
    '$elemMatch',
    '$type',
    '$where',
    '__proto__',
    'constructor',
    'a..b',
  ),
)

const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, true, false, 0, -1, 1.5, '', 'a', '(a+)+', '[', 'i', 'g', 'array'),
    fc.string({ maxLength: 6 }),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 3 }),
  ),
}))

const query = fc.dictionary(key, json.value, { maxKeys: 4 })

function expectOnlyQueryParseErrors(run: () => void): void {
  try {
    run()
  } catch (error: unknown) {
    expect(error).toBeInstanceOf(QueryParseError)
  }
}

describe('matchesQuery fuzz', () => {
  it('returns a boolean or throws QueryParseError, whatever the query and document', () => {
    fc.assert(
      fc.property(json.value, query, (doc, q) => {
        expectOnlyQueryParseErrors(() => {
          expect(typeof matchesQuery(doc, q)).toBe('boolean')
        })
      }),
      { numRuns: 2000 },
    )
  })

  it('never pollutes Object.prototype', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 6 }), (pairs) => {
        expectOnlyQueryParseErrors(() => {
          const q = parseQueryParams(
            pairs.map(([name, value]) => [`query.${name}`, value] as const),
          )
          matchesQuery({}, q)
        })
        expect(Object.keys(Object.prototype)).toEqual([])
      }),
      { numRuns: 1000 },
    )
  })
})
