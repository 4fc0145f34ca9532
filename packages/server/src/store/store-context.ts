import { randomUUID } from 'node:crypto'
import { ContentParseError, ValidationError } from '@tessera/core'
import type { Kysely, Transaction } from 'kysely'
import type { ChangeNotifier } from './change-notifier.ts'
import type { Database, StoreKind } from './schema.ts'
import type { StoreChange } from './types.ts'

/** What the operation groups of a store share. */
export interface StoreContext {
  db: Kysely<Database>
  kind: StoreKind
  now: () => number
  notifier: ChangeNotifier
}

/** A fresh 32-hex id (a UUID v4 without dashes). */
export function randomId(): string {
  return randomUUID().replaceAll('-', '')
}

/**
 * Runs `fn` in one transaction. Changes passed to `emit` are recorded inside the transaction
 * and delivered after it commits; nothing is delivered when it rolls back.
 */
export async function transact<T>(
  ctx: StoreContext,
  fn: (trx: Transaction<Database>, emit: (change: StoreChange) => Promise<void>) => Promise<T>,
): Promise<T> {
  const changes: StoreChange[] = []
  const result = await ctx.db.transaction().execute((trx) =>
    fn(trx, async (change) => {
      changes.push(change)
      await ctx.notifier.record(trx, change)
    }),
  )
  for (const change of changes) ctx.notifier.committed(change)
  return result
}

/** True for a primary key or unique constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false
  const { code } = error
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE'
  )
}

/** Parses JSON stored by the store; a broken value is a ContentParseError naming the row. */
export function parseStoredJson<T>(text: string, what: string, entryId?: string): T {
  try {
    return JSON.parse(text) as T
  } catch (error) {
    throw new ContentParseError(`Stored ${what} is not valid JSON`, { cause: error, entryId })
  }
}

/** Bytes to bind as a BLOB/bytea parameter (both drivers take a Buffer). */
export function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** A plain Uint8Array copy of bytes read from the database (drivers return Buffers). */
export function toBytes(value: Uint8Array): Uint8Array {
  return new Uint8Array(value)
}

/** Checks `limit`/`offset` of a listing; both must be non-negative integers when given. */
export function checkPage(limit: number | undefined, offset: number | undefined): void {
  for (const [name, value] of [
    ['limit', limit],
    ['offset', offset],
  ] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
      throw new ValidationError(`${name} must be a non-negative integer, got ${String(value)}`)
    }
  }
}

/** SQLite needs a LIMIT for an OFFSET: the largest safe one stands for "no limit". */
export const NO_LIMIT = Number.MAX_SAFE_INTEGER
