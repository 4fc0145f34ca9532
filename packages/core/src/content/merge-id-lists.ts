/** The outcome of a three-way merge of a list of ids. */
export type IdListMerge =
  | {
      kind: 'merged'
      ids: string[]
      /**
       * Ids one side moved in the list and the other took out of it (the removal won): a
       * conflict for the caller when the other side moved them to another list.
       */
      dropped: string[]
    }
  /** Both sides moved these ids to different places (or a list repeats them). */
  | { kind: 'conflict'; ids: string[] }

/** What one side did to the base list. */
interface SideChanges {
  list: readonly string[]
  /** Ids this side put where they are: inserted ones, and those it moved. */
  placed: Set<string>
  /** Ids this side moved and the other took out. */
  dropped: string[]
}

/**
 * The ids of `list` (all in `base`) that keep their base order: a longest increasing
 * subsequence of their base positions (patience sorting, O(n log n)). The others were moved.
 */
function keptInOrder(list: readonly string[], positions: Map<string, number>): Set<string> {
  const values = list.map((id) => positions.get(id) ?? 0)
  const tails: number[] = []
  const before: number[] = []
  values.forEach((value, at) => {
    let low = 0
    let high = tails.length
    while (low < high) {
      const middle = (low + high) >> 1
      if ((values[tails[middle] as number] as number) < value) low = middle + 1
      else high = middle
    }
    before[at] = low > 0 ? (tails[low - 1] as number) : -1
    tails[low] = at
  })
  const kept = new Set<string>()
  for (let at = tails[tails.length - 1] ?? -1; at >= 0; at = before[at] as number) {
    kept.add(list[at] as string)
  }
  return kept
}

/** What `list` did to `base`, reading moves among the ids in `alive` only. */
function changesOf(
  base: readonly string[],
  list: readonly string[],
  alive: (id: string) => boolean,
): SideChanges {
  const positions = new Map(base.map((id, at) => [id, at]))
  const kept = keptInOrder(
    list.filter((id) => positions.has(id) && alive(id)),
    positions,
  )
  const placed = list.filter((id) => alive(id) && (!positions.has(id) || !kept.has(id)))
  // Moves of ids the other side took out, read among all the base ids.
  const keptAll = keptInOrder(
    list.filter((id) => positions.has(id)),
    positions,
  )
  const dropped = list.filter((id) => positions.has(id) && !alive(id) && !keptAll.has(id))
  return { list, placed: new Set(placed), dropped }
}

/** The nearest id before `id` in `list` that `keep` accepts (`undefined`: the start). */
function predecessor(list: readonly string[], id: string, keep: (id: string) => boolean) {
  for (let at = list.indexOf(id) - 1; at >= 0; at -= 1) {
    const candidate = list[at] as string
    if (keep(candidate)) return candidate
  }
  return undefined
}

function repeated(lists: ReadonlyArray<readonly string[]>): string[] {
  const found = new Set<string>()
  for (const list of lists) {
    const seen = new Set<string>()
    for (const id of list) (seen.has(id) ? found : seen).add(id)
  }
  return [...found].sort()
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, at) => b[at] === id)

/**
 * Merges two changes of one list of distinct ids (the blocks of a slot) made from `base`:
 * `theirs` (saved first) and `mine`. The result is `theirs` with my changes put in:
 * - an id removed by either side is left out (a removal wins over a move of the same id; such
 *   ids are listed in `dropped`);
 * - an id I inserted or moved goes right after the nearest id before it in my list that they
 *   did not move (the start when none), after any ids they inserted or moved to that same
 *   place: their inserts come first;
 * - an id in base order with every other kept id on both sides (untouched) keeps that order.
 *
 * Which ids a side moved is read from its list: those outside a longest run that keeps the
 * base order (swapping two neighbours moves one of them). Only an id both sides moved to
 * different places (after different ids) is a conflict; so is a list that repeats an id. An
 * unchanged side gives the other side, and equal sides give that list. No argument is changed.
 */
export function mergeIdLists(
  base: readonly string[],
  mine: readonly string[],
  theirs: readonly string[],
): IdListMerge {
  const repeats = repeated([base, mine, theirs])
  if (repeats.length > 0) return { kind: 'conflict', ids: repeats }
  const unchanged = (ids: readonly string[]) => ({
    kind: 'merged' as const,
    ids: [...ids],
    dropped: [],
  })
  if (sameList(mine, theirs) || sameList(theirs, base)) return unchanged(mine)
  if (sameList(mine, base)) return unchanged(theirs)

  // Removals first: a move is read among the ids both sides kept.
  const inMine = new Set(mine)
  const inTheirs = new Set(theirs)
  const inBase = new Set(base)
  const alive = (id: string) => !inBase.has(id) || (inMine.has(id) && inTheirs.has(id))
  const ours = changesOf(base, mine, alive)
  const others = changesOf(base, theirs, alive)
  const conflicts = [...ours.placed].filter(
    (id) =>
      others.placed.has(id) && predecessor(mine, id, alive) !== predecessor(theirs, id, alive),
  )
  if (conflicts.length > 0) return { kind: 'conflict', ids: conflicts.sort() }

  // Mine to place: my inserts and moves, less those they placed alike.
  const toPlace = new Set([...ours.placed].filter((id) => !others.placed.has(id)))
  const ids = theirs.filter((id) => alive(id) && !toPlace.has(id))
  const inResult = new Set(ids)
  for (const id of mine) {
    if (!toPlace.has(id)) continue
    // After an id of mine that they did not move: mine do not follow their moves.
    const after = predecessor(
      mine,
      id,
      (candidate) => inResult.has(candidate) && !others.placed.has(candidate),
    )
    let at = after === undefined ? 0 : ids.indexOf(after) + 1
    while (at < ids.length && others.placed.has(ids[at] as string)) at += 1
    ids.splice(at, 0, id)
    inResult.add(id)
  }
  return { kind: 'merged', ids, dropped: [...ours.dropped, ...others.dropped].sort() }
}
