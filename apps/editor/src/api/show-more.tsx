import type { Listed } from './list-all.ts'

/** Under a partly shown list: how many are shown, and a button for more when there are. */
export function ShowMore({
  listed,
  noun,
  onMore,
}: {
  listed: Listed<unknown> | undefined
  /** What the list holds, plural ("assets"). */
  noun: string
  onMore: () => void
}) {
  if (!listed?.more) return null
  return (
    <p className="show-more">
      The first {listed.items.length} {noun} are shown.{' '}
      <button type="button" onClick={onMore}>
        Show more {noun}
      </button>
    </p>
  )
}
