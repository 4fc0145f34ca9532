/**
 * Runs `task` on every item with at most `concurrency` at once, and returns the results in the
 * items' order. Stops starting new items once `shouldStop()` says so (the results of items not
 * started are left out, so the array may be shorter).
 * @example const answers = await runConcurrently(requests, 8, (request) => send(request))
 */
export async function runConcurrently<TItem, TResult>(
  items: readonly TItem[],
  concurrency: number,
  task: (item: TItem, index: number) => Promise<TResult>,
  shouldStop: () => boolean = () => false,
): Promise<TResult[]> {
  const results: TResult[] = []
  let next = 0
  const lane = async () => {
    while (next < items.length && !shouldStop()) {
      const index = next
      next += 1
      results[index] = await task(items[index] as TItem, index)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane))
  return results
}
