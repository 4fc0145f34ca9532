import * as React from 'react'

/**
 * Whether React knows the `fetchPriority` prop: React 19 does (it writes `fetchpriority`);
 * React 18 warns about it and leaves it out, and takes the attribute's own name instead. React
 * 19 is told apart by its `use`.
 */
export const KNOWS_FETCH_PRIORITY = 'use' in React

/**
 * `attributes` as the running React takes them: the same object on React 19; on React 18
 * (`knowsFetchPriority` false) with `fetchPriority` written `fetchpriority`, in the same place.
 */
export function forRunningReact(
  attributes: Readonly<Record<string, unknown>> | undefined,
  knowsFetchPriority = KNOWS_FETCH_PRIORITY,
): Readonly<Record<string, unknown>> | undefined {
  if (knowsFetchPriority || !attributes || !('fetchPriority' in attributes)) return attributes
  const renamed: Record<string, unknown> = {}
  for (const key in attributes) {
    renamed[key === 'fetchPriority' ? 'fetchpriority' : key] = attributes[key]
  }
  return renamed
}
