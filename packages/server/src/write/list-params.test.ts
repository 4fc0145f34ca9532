import { describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { describeZodError } from '../middleware/error-handler.ts'
import { listParams } from './list-params.ts'

function message(query: Record<string, string>): string {
  try {
    listParams(query)
  } catch (error: unknown) {
    if (error instanceof ZodError) return describeZodError(error)
    throw error
  }
  throw new Error('expected an error')
}

describe('listParams', () => {
  it('defaults to the first 30 entries of every status', () => {
    expect(listParams({})).toEqual({ limit: 30, offset: 0, published: undefined })
  })

  it('reads limit, offset and published', () => {
    expect(listParams({ limit: '5', offset: '10', published: 'draft' })).toEqual({
      limit: 5,
      offset: 10,
      published: 'draft',
    })
  })

  it('refuses bad values, naming the parameter', () => {
    expect(message({ limit: '0' })).toBe('Invalid limit: expected an integer from 1 to 100')
    expect(message({ limit: '101' })).toBe('Invalid limit: expected an integer from 1 to 100')
    expect(message({ limit: 'x' })).toBe('Invalid limit: expected an integer from 1 to 100')
    expect(message({ offset: '-1' })).toBe('Invalid offset: expected an integer ≥ 0')
    expect(message({ published: 'live' })).toBe(
      'Invalid published: expected one of published, draft, archived',
    )
  })
})
