import type { Animation } from '@tessera/core'
import { toCssEasing } from '../pipeline/get-hover-animation-css.ts'
import { toReactStyle } from '../pipeline/to-react-style.ts'

/**
 * What `bindAnimation` applies of an animation, as the DOM takes it: its first and second
 * steps' styles (`toReactStyle`: camelCase keys, unsafe values dropped) and its CSS easing.
 * Made by the renderer, which has that code, so the animations chunk carries none of it.
 */
export interface AnimationStyles {
  first: Readonly<Record<string, string>> | undefined
  last: Readonly<Record<string, string>> | undefined
  /** The transition's timing function (`toCssEasing`). */
  easing: string
}

/** The {@link AnimationStyles} of `animation`. */
export function getAnimationStyles(animation: Animation): AnimationStyles {
  const steps = Array.isArray(animation.steps) ? animation.steps : []
  const style = (index: number) =>
    toReactStyle(steps[index]?.styles) as Record<string, string> | undefined
  return { first: style(0), last: style(1), easing: toCssEasing(animation.easing) }
}
