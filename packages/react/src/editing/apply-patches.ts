import { ELEMENT_TYPE, ValidationError } from '@tessera/core'
import type { Entry } from '@tessera/core'
import type { PatchOperation } from '@tessera/core/editor'
import { assertSafePath } from '../state/set-in.ts'

type Json = Record<string, unknown> | unknown[]

function isContainer(value: unknown): value is Json {
  return typeof value === 'object' && value !== null
}

/** `/a/0/b` → `['a', '0', 'b']` (JSON pointer: `~1` is `/`, `~0` is `~`). */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return []
  if (!pointer.startsWith('/')) throw new ValidationError(`Invalid patch path "${pointer}"`)
  const segments = pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
  assertSafePath(segments)
  return segments
}

function applyAt(target: unknown, path: readonly string[], operation: PatchOperation): unknown {
  if (path.length === 0) {
    if (operation.op === 'remove') return undefined
    return operation.value
  }
  const [head, ...rest] = path as [string, ...string[]]
  if (!isContainer(target)) {
    if (operation.op === 'remove') return target
    throw new ValidationError(`Patch path "${operation.path}" goes through a missing value`)
  }
  if (Array.isArray(target)) {
    const copy = [...target]
    const index = head === '-' ? copy.length : Number(head)
    if (!Number.isInteger(index) || index < 0 || index > copy.length) {
      throw new ValidationError(`Patch path "${operation.path}" has an invalid array index`)
    }
    if (rest.length === 0 && operation.op === 'add') copy.splice(index, 0, operation.value)
    else if (rest.length === 0 && operation.op === 'remove') copy.splice(index, 1)
    else copy[index] = applyAt(copy[index], rest, operation)
    return copy
  }
  const copy: Record<string, unknown> = { ...target }
  if (rest.length === 0 && operation.op === 'remove') delete copy[head]
  else copy[head] = applyAt(copy[head], rest, operation)
  return copy
}

/**
 * Applies JSON-pointer-like operations (`add` inserts into arrays, `-` appends; `replace`;
 * `remove`) to a copy of `target`; only objects along each path are copied, so untouched
 * blocks keep their identity (and skip re-rendering).
 * @throws ValidationError for a path with `__proto__`, `constructor` or `prototype`, a bad
 *   array index, or one that goes through a missing value
 */
export function applyPatch<T>(target: T, operations: readonly PatchOperation[]): T {
  let next: unknown = target
  for (const operation of operations) next = applyAt(next, parsePointer(operation.path), operation)
  return next as T
}

/** The path (segments) of the block with `id` inside `root`, or undefined. */
export function findBlockPath(
  root: unknown,
  id: string,
  path: string[] = [],
): string[] | undefined {
  if (!isContainer(root)) return undefined
  if (!Array.isArray(root) && root['@type'] === ELEMENT_TYPE && root.id === id) return path
  for (const [key, value] of Object.entries(root)) {
    if (!isContainer(value)) continue
    const found = findBlockPath(value, id, [...path, key])
    if (found) return found
  }
  return undefined
}

/**
 * Applies `builder.patchUpdates` data to a content: operations under the content's id apply to
 * the content, operations under a block id apply to that block (wherever it is). Operations of
 * an unknown id are ignored; a refused operation list is reported and skipped.
 */
export function applyPatchUpdates(
  content: Entry,
  updates: Readonly<Record<string, readonly PatchOperation[]>>,
  onRefused: (id: string, error: unknown) => void = () => {},
): Entry {
  let next = content
  for (const [id, operations] of Object.entries(updates)) {
    try {
      if (id === content.id) {
        next = applyPatch(next, operations)
        continue
      }
      const blockPath = findBlockPath(next.data, id)
      if (!blockPath) continue
      const prefixed = operations.map((operation) => ({
        ...operation,
        path: `/data/${blockPath.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}${operation.path}`,
      }))
      next = applyPatch(next, prefixed)
    } catch (error) {
      onRefused(id, error)
    }
  }
  return next
}
