/** A write the service acknowledged (answered 2xx): the entry, its revision then, its `data.seq`. */
export interface AckedWrite {
  id: string
  revision: number
  seq: number
}

/** An entry as read back after the restart (`undefined`: not found). */
export interface StoredEntry {
  revision: number
  seq: number
}

/** An acknowledged write missing after a restart, and what was found instead. */
export interface LostWrite {
  write: AckedWrite
  found: StoredEntry | undefined
}

/**
 * The acknowledged writes missing from `stored` (read back after a kill and a restart). Each
 * writer owns its entries and counts `seq` up, and revisions only grow, so a write survived when
 * its entry exists with at least its revision and at least its `seq`; a later write that
 * landed without being acknowledged (the kill came before its answer) is fine.
 * @example findLostWrites([{ id: 'a', revision: 3, seq: 7 }], new Map([['a', { revision: 2, seq: 6 }]]))
 */
export function findLostWrites(
  acked: readonly AckedWrite[],
  stored: ReadonlyMap<string, StoredEntry | undefined>,
): LostWrite[] {
  return acked
    .map((write) => ({ write, found: stored.get(write.id) }))
    .filter(
      ({ write, found }) =>
        found === undefined || found.revision < write.revision || found.seq < write.seq,
    )
}

/** `k-1-s-3: acknowledged revision 4 (seq 9), found revision 3 (seq 8)` (or `not found`). */
export function describeLostWrite({ write, found }: LostWrite): string {
  const foundText = found ? `found revision ${found.revision} (seq ${found.seq})` : 'not found'
  return `${write.id}: acknowledged revision ${write.revision} (seq ${write.seq}), ${foundText}`
}
