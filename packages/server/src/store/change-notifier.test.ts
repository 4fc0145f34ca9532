import { describe, expect, it } from 'vitest'
import { createListenerSet, createLocalNotifier } from './change-notifier.ts'
import type { MissedChanges, StoreChange } from './types.ts'

describe('createListenerSet', () => {
  it('counts the same function subscribed twice as two subscriptions', () => {
    const set = createListenerSet(() => {})
    const heard: Array<StoreChange | MissedChanges> = []
    const listener = (change: StoreChange | MissedChanges) => heard.push(change)
    const stopFirst = set.add(listener)
    set.add(listener)
    stopFirst()
    set.deliver({ spaceId: 's' })
    expect(heard).toEqual([{ spaceId: 's' }])
  })

  it('hands a throwing listener’s error to onError and calls the others', () => {
    const errors: unknown[] = []
    const set = createListenerSet((error) => errors.push(error))
    const failure = new Error('boom')
    const heard: string[] = []
    set.add(() => {
      throw failure
    })
    set.add((change) => heard.push('spaceId' in change ? change.spaceId : 'missed'))
    set.deliver({ spaceId: 's' })
    expect(errors).toEqual([failure])
    expect(heard).toEqual(['s'])
  })

  it('gives each listener its own copy of the change', () => {
    const set = createListenerSet(() => {})
    const seen: Array<StoreChange | MissedChanges> = []
    set.add((change) => {
      if ('spaceId' in change) change.model = 'mutated'
    })
    set.add((change) => seen.push(change))
    set.deliver({ spaceId: 's' })
    expect(seen).toEqual([{ spaceId: 's' }])
  })
})

describe('createLocalNotifier', () => {
  it('delivers on commit only and nothing after close', async () => {
    const notifier = createLocalNotifier(() => {})
    const heard: Array<StoreChange | MissedChanges> = []
    notifier.subscribe((change) => heard.push(change))
    notifier.committed({ spaceId: 'a' })
    await notifier.close()
    notifier.committed({ spaceId: 'b' })
    expect(heard).toEqual([{ spaceId: 'a' }])
  })
})

describe('createLocalNotifier broadcasts', () => {
  it('delivers a copy of each broadcast in this process; a throwing listener goes to onError', async () => {
    const errors: unknown[] = []
    const notifier = createLocalNotifier((error) => errors.push(error))
    const heard: unknown[] = []
    notifier.onBroadcast(() => {
      throw new Error('boom')
    })
    const stop = notifier.onBroadcast((message) => heard.push(message))
    const message = { topic: 'presence', who: { name: 'Ann' } }
    await notifier.broadcast(message)
    expect(heard).toEqual([message])
    expect(heard[0]).not.toBe(message)
    expect(errors).toHaveLength(1)
    stop()
    await notifier.broadcast(message)
    expect(heard).toHaveLength(1)
  })
})
