import { describe, expect, it } from 'vitest'
import { createSingleFlight } from './single-flight.ts'

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('createSingleFlight', () => {
  it('runs the work once for concurrent callers of one key, and gives each the result', async () => {
    const flight = createSingleFlight<{ n: number }>()
    const gate = deferred<{ n: number }>()
    let calls = 0
    const work = () => {
      calls += 1
      return gate.promise
    }
    const callers = [flight.run('a', work), flight.run('a', work), flight.run('a', work)]
    expect(flight.size()).toBe(1)
    gate.resolve({ n: 7 })
    const results = await Promise.all(callers)
    expect(calls).toBe(1)
    expect(results).toEqual([{ n: 7 }, { n: 7 }, { n: 7 }])
    expect(flight.size()).toBe(0)
  })

  it('runs different keys apart, and starts afresh once the work settled', async () => {
    const flight = createSingleFlight<string>()
    let calls = 0
    const work = (value: string) => async () => {
      calls += 1
      return value
    }
    expect(await Promise.all([flight.run('a', work('A')), flight.run('b', work('B'))])).toEqual([
      'A',
      'B',
    ])
    expect(await flight.run('a', work('A2'))).toBe('A2')
    expect(calls).toBe(3)
  })

  it('gives every concurrent caller the error, then forgets it', async () => {
    const flight = createSingleFlight<number>()
    const gate = deferred<number>()
    const callers = [flight.run('a', () => gate.promise), flight.run('a', () => gate.promise)]
    gate.reject(new Error('db down'))
    for (const caller of callers) await expect(caller).rejects.toThrow('db down')
    expect(flight.size()).toBe(0)
    expect(await flight.run('a', async () => 1)).toBe(1)
  })
})
