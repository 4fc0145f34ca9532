import { compileQuery } from '@tessera/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { planQueryProjection } from './project-for-query.ts'

const field = fc.constantFrom('a', 'b', 'c', '0', '1')
const path = fc.array(field, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'))
const leaf = fc.constantFrom(null, true, 0, 1, 'x', 'xa', 'ab', '')

const doc = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(field, tie('value'), { maxKeys: 3 }),
  ),
}))

const condition = fc.oneof(
  leaf,
  fc.record({ $regex: fc.constantFrom('^x', 'a$', 'b') }),
  fc.record({ $exists: fc.boolean() }),
  fc.record({ $gt: fc.constantFrom(0, 'a') }),
  fc.record({ $elemMatch: fc.dictionary(field, leaf, { maxKeys: 2 }) }),
)

const query = fc.letrec((tie) => ({
  query: fc.oneof(
    { depthSize: 'small' },
    fc.dictionary(path, condition, { minKeys: 1, maxKeys: 3 }),
    fc.record({ $or: fc.array(tie('query'), { minLength: 1, maxLength: 2 }) }),
    fc.record({ $not: tie('query') }),
  ),
}))

describe('planQueryProjection', () => {
  it('keeps only the paths a query reads', () => {
    const plan = planQueryProjection({
      'data.title': { $regex: '^a' },
      $or: [{ 'data.tags': 'x' }, { name: 'n' }],
    })
    const entry = { id: 'e', name: 'n', data: { title: 'ab', tags: ['x'], blocks: [1, 2] } }
    expect(plan.usesRegex).toBe(true)
    expect(plan.project(entry)).toEqual({ name: 'n', data: { title: 'ab', tags: ['x'] } })
  })

  it('says whether the query has a $regex anywhere', () => {
    expect(planQueryProjection({ a: 1, $or: [{ b: 2 }] }).usesRegex).toBe(false)
    expect(planQueryProjection({ $or: [{ b: { $not: { $regex: 'x' } } }] }).usesRegex).toBe(true)
    expect(planQueryProjection({ a: { $elemMatch: { b: { $regex: 'x' } } } }).usesRegex).toBe(true)
  })

  it('matches a projected document exactly as the whole one', () => {
    fc.assert(
      fc.property(doc.value, query.query, (document, q) => {
        const matches = compileQuery(q as Record<string, unknown>)
        const plan = planQueryProjection(q as Record<string, unknown>)
        expect(matches(plan.project(document))).toBe(matches(document))
      }),
      { numRuns: 3000 },
    )
  })
})
