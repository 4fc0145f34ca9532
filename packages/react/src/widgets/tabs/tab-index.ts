/**
 * The index arithmetic of the `Builder: Tabs` widget: which tab opens first and where the
 * keyboard moves. Indexes are 0-based; -1 means no tab.
 * @module
 */

/**
 * The 0-based index of the tab open at first, from the 1-based `defaultActiveTab` option:
 * - a positive integer `n` (or a string of one, as bindings may give): tab `n - 1`, which may be
 *   past the last tab (then no tab is open until there are that many);
 * - `0`, negative or fractional numbers: -1 (no tab open);
 * - anything else (absent, `null`, `NaN`, objects, non-numeric strings): the first tab.
 */
export function getDefaultTab(defaultActiveTab: unknown): number {
  const value =
    typeof defaultActiveTab === 'string' && defaultActiveTab.trim() !== ''
      ? Number(defaultActiveTab)
      : defaultActiveTab
  if (typeof value !== 'number' || Number.isNaN(value)) return 0
  return Number.isInteger(value) && value > 0 ? value - 1 : -1
}

/**
 * The tab a navigation key moves to from tab `index` of `count` (WAI-ARIA tabs pattern):
 * ArrowRight / ArrowLeft the next / previous one, wrapping around, Home the first, End the last.
 * `undefined` for other keys.
 */
export function getKeyTarget(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count
  if (key === 'ArrowLeft') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}
