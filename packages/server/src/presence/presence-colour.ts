/**
 * Colours of authors on a page: dark enough for white text on them (contrast 4.5:1 or more)
 * and for an outline on a light page, and told apart from one another.
 */
export const PRESENCE_COLOURS = [
  '#b42318', // red
  '#175cd3', // blue
  '#067647', // green
  '#6938ef', // violet
  '#b54708', // orange
  '#c11574', // pink
  '#0e7090', // teal
  '#4e5ba6', // indigo
] as const

/** The colour of a user: always the same for one user id (a hash of it). */
export function presenceColour(userId: string): string {
  let hash = 0
  for (const char of userId) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return PRESENCE_COLOURS[hash % PRESENCE_COLOURS.length] as string
}
