import { useRef } from 'react'

function shallowEqual(a: object, b: object): boolean {
  const aKeys = Object.keys(a)
  if (aKeys.length !== Object.keys(b).length) return false
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/**
 * `value`, or the object returned last time when that one has the same own properties with the
 * same values (`Object.is`): a memo whose dependencies are every property of the object.
 */
export function useShallowStable<T extends object>(value: T): T {
  const last = useRef(value)
  if (!shallowEqual(last.current, value)) last.current = value
  return last.current
}
