import { HttpError, QueryParseError } from '@tessera/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createQueryPool, defaultWorkerUrl } from './query-pool.ts'
import type { QueryPool } from './query-pool.ts'
import { adversarialAbText } from './adversarial-text.test-support.ts'

let pool: QueryPool | undefined

afterEach(async () => {
  await pool?.close()
})

describe('createQueryPool', () => {
  it('matches documents against a query on the worker', async () => {
    pool = createQueryPool()
    const docs = [{ data: { slug: 'Alpha' } }, { data: { slug: 'beta' } }, { data: {} }]
    await expect(
      pool.match({ 'data.slug': { $regex: '^a', $options: 'i' } }, docs),
    ).resolves.toEqual([true, false, false])
  })

  it('answers a query the worker refuses with a QueryParseError', async () => {
    pool = createQueryPool()
    const refused = pool.match({ a: { $regex: '(?=x)' } }, [{ a: 'x' }])
    await expect(refused).rejects.toBeInstanceOf(QueryParseError)
    await expect(refused).rejects.toThrow('Invalid $regex "(?=x)"')
  })

  it('stops a job past the time bound with 400 QUERY_TOO_SLOW, then runs the next one', async () => {
    pool = createQueryPool({ timeoutMs: 1500 })
    // Ten 1 MB texts: many seconds of matching, far past the bound.
    const slow = pool.match(
      { text: { $regex: 'a[ab]{20}[^ab]' } },
      Array.from({ length: 10 }, () => ({ text: adversarialAbText(1_000_000) })),
    )
    const next = pool.match({ text: { $regex: 'b$' } }, [{ text: 'ab' }, { text: 'ba' }])
    await expect(slow).rejects.toSatisfy(
      (error) =>
        error instanceof HttpError && error.status === 400 && error.errorCode === 'QUERY_TOO_SLOW',
    )
    await expect(next).resolves.toEqual([true, false])
  })

  it('refuses jobs with 503 BUSY while too many wait', async () => {
    pool = createQueryPool({ maxQueued: 2 })
    // The worker is still loading: all three wait, and the third is one too many.
    const first = pool.match({ a: { $regex: 'x' } }, [{ a: 'x' }])
    const second = pool.match({ a: { $regex: 'y' } }, [{ a: 'x' }])
    const third = pool.match({ a: { $regex: 'z' } }, [{ a: 'x' }])
    await expect(third).rejects.toSatisfy(
      (error) => error instanceof HttpError && error.status === 503 && error.errorCode === 'BUSY',
    )
    await expect(first).resolves.toEqual([true])
    await expect(second).resolves.toEqual([false])
  })

  it('fails the waiting jobs when the worker cannot load', async () => {
    const workerUrl = new URL(`data:text/javascript,throw new Error('broken worker')`)
    pool = createQueryPool({ workerUrl })
    const jobs = [pool.match({ a: 'x' }, [{ a: 'x' }]), pool.match({ a: 'y' }, [{ a: 'y' }])]
    for (const job of jobs) await expect(job).rejects.toThrow('broken worker')
  })
})

describe('defaultWorkerUrl', () => {
  it('starts the tsx-registering worker from the sources and the built worker from dist', () => {
    expect(defaultWorkerUrl('file:///p/src/query/query-pool.ts').href).toBe(
      'file:///p/src/query/query-worker.js',
    )
    expect(defaultWorkerUrl('file:///p/dist/query/query-pool.js').href).toBe(
      'file:///p/dist/query/query-worker-main.js',
    )
  })
})
