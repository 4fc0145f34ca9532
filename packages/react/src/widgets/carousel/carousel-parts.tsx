import type { Block as BlockData } from '@tessera/core'
import type { KeyboardEvent } from 'react'
import { BlockList as Blocks } from '../../blocks-renderer/block-list.tsx'

/** Props of {@link Arrow}. */
export interface ArrowProps {
  /** -1: previous (left), 1: next (right). */
  dir: number
  /** The author's arrow blocks (`prevButton`/`nextButton`); none (or only nulls) → the default. */
  blocks: unknown
  parent: string | undefined
  /**
   * At an end of a carousel that does not wrap: `aria-disabled="true"`. (`onClick` does nothing
   * then: the carousel cannot move past the end.)
   */
  disabled: boolean
  onClick(): void
}

/**
 * An arrow over the list's left (previous) or right (next) edge, `aria-label` "Previous slide" /
 * "Next slide". With the author's blocks: a `div role="button"` (a real `<button>` could not
 * hold the buttons or links blocks may contain) that Enter and Space activate when it has the
 * focus itself (a link or button among the blocks keeps its keys), holding the blocks at
 * `prevButton`/`nextButton`. Without: a `<button>` with a chevron.
 */
export function Arrow({ dir, blocks, parent, disabled, onClick }: ArrowProps) {
  const prev = dir < 0
  const className = prev ? 'builder-carousel-prev' : 'builder-carousel-next'
  const props = {
    'aria-label': prev ? 'Previous slide' : 'Next slide',
    'aria-disabled': disabled || undefined,
    onClick,
  }
  if (!Array.isArray(blocks) || !blocks.some(Boolean)) {
    return (
      <button type="button" className={`${className} builder-carousel-arrow`} {...props}>
        {prev ? '‹' : '›'}
      </button>
    )
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target != e.currentTarget || (e.key != 'Enter' && e.key != ' ')) return
    e.preventDefault()
    onClick()
  }
  return (
    <div role="button" tabIndex={0} className={className} onKeyDown={onKeyDown} {...props}>
      <Blocks
        blocks={blocks as BlockData[]}
        path={prev ? 'prevButton' : 'nextButton'}
        parent={parent}
      />
    </div>
  )
}

/** Props of {@link Dots}. */
export interface DotsProps {
  /** The slide each dot leads to (see `dotTargets`). */
  targets: readonly number[]
  current: number
  go(index: number): void
}

/**
 * One `button.builder-carousel-dot` per page, labelled "Go to slide N" (N: the slide it leads
 * to, from 1); the dot of the current page (the last one at or before `current`) has
 * `aria-current="true"`.
 */
export function Dots({ targets, current, go }: DotsProps) {
  let active = 0
  targets.forEach((target, i) => target <= current && (active = i))
  return targets.map((target, i) => (
    <button
      key={i}
      type="button"
      className="builder-carousel-dot"
      aria-label={`Go to slide ${target + 1}`}
      aria-current={i == active || undefined}
      onClick={() => go(target)}
    />
  ))
}
