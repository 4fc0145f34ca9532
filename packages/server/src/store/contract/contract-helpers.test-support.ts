import assert from 'node:assert/strict'
import type { Entry } from '@tessera/core'
import { randomId } from '../store-context.ts'
import type { ContentStore } from '../types.ts'

/** A hand-driven clock: the store's timestamps are exactly what the case sets. */
export interface ContractClock {
  now(): number
  /** Moves the clock forward by `ms` (default 1000) and returns the new time. */
  advance(ms?: number): number
}

export interface ContractContext {
  store: ContentStore
  clock: ContractClock
}

/** A named set of cases; each case gets a fresh, migrated store. */
export interface ContractGroup {
  name: string
  cases: Record<string, (ctx: ContractContext) => Promise<void>>
}

/** Start of every contract clock: 2024-01-01T00:00:00Z. */
export const CONTRACT_EPOCH = 1_704_067_200_000

export function createContractClock(): ContractClock {
  let time = CONTRACT_EPOCH
  return {
    now: () => time,
    advance: (ms = 1000) => (time += ms),
  }
}

/** A new space with a random id, so cases sharing one database never see each other's rows. */
export async function newSpace(store: ContentStore): Promise<string> {
  const space = await store.createSpace({ name: 'Contract space', id: `space_${randomId()}` })
  return space.id
}

/** An entry body, targeted to `paths` with an `urlPath is` rule when given. */
export function pageBody(fields: Partial<Entry> & { paths?: string | string[] } = {}): Entry {
  const { paths, ...rest } = fields
  const query = paths === undefined ? [] : [{ property: 'urlPath', operator: 'is', value: paths }]
  return { id: '', name: 'Page', query, data: { title: 'Title' }, ...rest }
}

/** Polls `predicate` every 10 ms; fails after `timeoutMs` (default 1000). */
export async function waitFor(predicate: () => boolean, timeoutMs = 1000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!predicate()) {
    if (Date.now() > deadline) assert.fail(`condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Sorted ids of records, for order-free comparisons. */
export function idsOf(records: { id: string }[]): string[] {
  return records.map((record) => record.id).sort()
}

/** Asserts that `promise` rejects with an instance of `type` and exactly `message`. */
export async function rejectsWith(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => Error,
  message: string,
): Promise<Error> {
  let caught: unknown
  await promise.then(
    () => assert.fail(`expected ${type.name}: ${message}`),
    (error: unknown) => {
      caught = error
    },
  )
  assert.ok(caught instanceof type, `expected ${type.name}, got ${String(caught)}`)
  assert.equal(caught.message, message)
  return caught
}
