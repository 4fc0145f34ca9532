import type { Block as BlockData } from '@tessera/core'
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { useIsHydrated } from '../../context/use-is-hydrated.ts'
import type { BlockProps } from '../../types.ts'
import { CAROUSEL_CSS } from './carousel-css.ts'
import { Arrow, Dots } from './carousel-parts.tsx'
import { arrowKeyDirection } from './keys.ts'
import { SLIDE_SPEED_MS } from './constants.ts'
import type { CarouselSettings, ResponsiveEntry } from './constants.ts'
import { dotTargets, dragOffset, lastStart, nextIndex, prevIndex } from './navigation.ts'
import { getAutoplayInterval, getBreakpoints, getShowCss, positiveInt } from './settings.ts'
import { resolveSettings } from './settings.ts'
import { getSlideItems } from './slide-items.tsx'
import type { CarouselSlide } from './slide-items.tsx'
import { useAutoplay } from './use-autoplay.ts'
import { useCarouselEvents } from './use-carousel-events.ts'
import { useSwipe } from './use-swipe.ts'

/**
 * Options of the `Builder:Carousel` widget (Builder's names). `slidesToShow`, `slidesToScroll`
 * and `infinite` are the settings outside every `responsive` breakpoint.
 */
export interface CarouselOptions extends CarouselSettings {
  /** The slides, each a block list. Used unless `useChildrenForSlides`. Default: none. */
  slides?: CarouselSlide[]
  /** Each child block is a slide (a repeated child: one per item). Default: false. */
  useChildrenForSlides?: boolean
  /** Hides the dots. Default: false. */
  hideDots?: boolean
  /** Moves to the next slide every `autoplaySpeed` seconds. Default: false. */
  autoplay?: boolean
  /** Seconds between autoplay steps. Default (absent, 0, invalid): 3 (content default 5). */
  autoplaySpeed?: number
  /** The author's previous arrow (left). Default: a `‹` button. */
  prevButton?: BlockData[]
  /** The author's next arrow (right). Default: a `›` button. */
  nextButton?: BlockData[]
  /** Per-breakpoint settings (slick's). Default: 2 slides up to 3000px, 1 up to 400px. */
  responsive?: ResponsiveEntry[]
  /** ArrowLeft/ArrowRight move, and the carousel is in the tab order. Default: true. */
  accessibility?: boolean
  /** The carousel region's accessible name (`aria-label`). Default (absent, empty): "Carousel". */
  ariaLabel?: string
  /** Clicking a slide makes it the current one. Default: false. */
  focusOnSelect?: boolean
  /** Consecutive slides stacked in each column. Default: 1. */
  rows?: number
  /** Slides as wide as their content (not with `rows` > 1). Default: false. */
  variableWidth?: boolean
}

const onResize = (update: () => void) => {
  window.addEventListener('resize', update)
  return () => window.removeEventListener('resize', update)
}
const viewportWidth = () => window.innerWidth
const serverWidth = () => 0

/**
 * `div.builder-carousel` (a labelled region): a list with the track of slides, arrows over its
 * edges, then a row with the pause/play button (with autoplay) and the dots. The pause/play
 * button comes first in the HTML, so first in tab order (WAI-ARIA carousel pattern), and is
 * shown after the list by CSS `order` (see `CAROUSEL_CSS`).
 *
 * Server render and hydration have only the first slide (of a repeated child: its first item);
 * the others mount right after hydration, after it in the track, off-screen, and nothing of the
 * first moves: its width is a CSS fraction of the list (`--show`, from media queries that
 * mirror `responsive`, so it never waits for a measurement), the track's transform is that of
 * slide 0 before and after, and the row under the list reserves its height before the dots
 * (which depend on the viewport) appear. Slides taller than the first do grow the list, as
 * slick does without `adaptiveHeight`.
 */
export function Carousel(props: BlockProps<CarouselOptions>) {
  const { builderBlock: block, builderContext: context } = props
  const autoplay = props.autoplay === true
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const track = useRef<HTMLDivElement>(null)
  const hydrated = useIsHydrated()
  const width = useSyncExternalStore(onResize, viewportWidth, serverWidth)
  const rows = positiveInt(props.rows, 1)
  let variable = props.variableWidth === true
  if (variable && rows > 1) {
    const message = 'Builder:Carousel: variableWidth is not supported with multiple rows'
    context.warnOnce('carousel:variable-rows', message)
    variable = false
  }
  const { slides, useChildrenForSlides } = props
  const parent = typeof block.id == 'string' ? block.id : undefined
  // Memoized, so re-renders while dragging or autoplaying give React the same slide elements.
  const cells = useMemo(() => {
    const items = getSlideItems(slides, useChildrenForSlides === true, block, context, parent)
    const list: ReactNode[][] = []
    for (let i = 0; i < items.length; i += rows) list.push(items.slice(i, i + rows))
    return list
  }, [slides, useChildrenForSlides, block, context, parent, rows])
  const count = cells.length
  const breakpoints = getBreakpoints(props.responsive)
  const settings = resolveSettings(breakpoints, props, width)
  if (variable) settings.show = 1
  const { show, scroll, infinite } = settings
  // `index` may exceed `last` after a resize; it changes only when other slides are to show.
  const [index, setIndex] = useState(0)
  const last = lastStart(count, show)
  const current = Math.min(index, last)
  const go = useCallback(
    (to: number | ((from: number) => number)) =>
      setIndex((i) => {
        const from = Math.min(i, last)
        const next = Math.min(typeof to == 'number' ? to : to(from), last)
        return next == from ? i : next
      }),
    [last],
  )
  const move = useCallback(
    (dir: number) => {
      const s = { show, scroll, infinite }
      go((from) => (dir < 0 ? prevIndex(from, count, s) : nextIndex(from, count, s)))
    },
    [go, count, show, scroll, infinite],
  )
  const step = useCallback(() => move(1), [move])
  const [autoplayState, dispatch, playing] = useAutoplay(
    autoplay,
    getAutoplayInterval(props.autoplaySpeed),
    step,
  )
  const { drag, handlers } = useSwipe(move, (px) => dragOffset(px, current, count, settings))

  useCarouselEvents(root, block, index, current)
  // A move (or resize) hiding the slide with the focus: the focus goes to the region, not body.
  useLayoutEffect(() => {
    const focused = document.activeElement
    if (focused?.closest('[inert]') && root.current?.contains(focused)) root.current.focus()
  }, [current, show])

  const keys = props.accessibility !== false
  const dots = props.hideDots !== true
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const dir = arrowKeyDirection(e)
    if (!dir) return
    e.preventDefault()
    move(dir)
  }
  const autoplayHandlers = autoplay && {
    onPointerEnter: () => dispatch('enter'),
    onPointerLeave: () => dispatch('leave'),
    onFocus: () => dispatch('focus'),
    onBlur: (e: { relatedTarget: EventTarget | null }) =>
      root.current?.contains(e.relatedTarget as Node | null) || dispatch('blur'),
  }

  const px = drag ?? 0
  const offset = (track.current?.children[current] as HTMLElement | undefined)?.offsetLeft ?? 0
  const transform = variable
    ? `translateX(${px - offset}px)`
    : `translateX(calc(${-current * 100}% / var(--show, 1) + ${px}px))`
  const selector = `[data-carousel="${id}"]`
  return (
    <div
      ref={root}
      className={'builder-carousel' + (variable ? ' builder-carousel-variable' : '')}
      data-carousel={id}
      role="region"
      aria-roledescription="carousel"
      aria-label={(typeof props.ariaLabel == 'string' && props.ariaLabel) || 'Carousel'}
      tabIndex={keys ? 0 : -1}
      onKeyDown={keys ? onKeyDown : undefined}
      {...autoplayHandlers}
    >
      <style
        nonce={context.nonce}
        dangerouslySetInnerHTML={{
          __html: getShowCss(selector, breakpoints, props) + CAROUSEL_CSS,
        }}
      />
      {autoplay && (
        <button
          type="button"
          className="builder-carousel-pause"
          aria-label={autoplayState.paused ? 'Start slide rotation' : 'Stop slide rotation'}
          onClick={() => dispatch('toggle')}
        >
          {autoplayState.paused ? '▶' : '❚❚'}
        </button>
      )}
      <div className="builder-carousel-list">
        <div
          ref={track}
          className="builder-carousel-track"
          aria-live={playing ? 'off' : 'polite'}
          style={{
            transform,
            transition: drag == null ? `transform ${SLIDE_SPEED_MS}ms ease` : 'none',
          }}
          {...handlers}
        >
          {cells.map((cell, i) => {
            if (i && !hydrated) return null
            const hidden = !variable && (i < current || i >= current + show)
            return (
              <div
                key={i}
                className="builder-carousel-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
                onClick={props.focusOnSelect === true ? () => go(i) : undefined}
              >
                {rows > 1 ? cell.map((item, n) => <div key={n}>{item}</div>) : cell}
              </div>
            )
          })}
        </div>
        {count > 1 &&
          [-1, 1].map((dir) => (
            <Arrow
              key={dir}
              dir={dir}
              blocks={dir < 0 ? props.prevButton : props.nextButton}
              parent={parent}
              disabled={!infinite && current == (dir < 0 ? 0 : last)}
              onClick={() => move(dir)}
            />
          ))}
      </div>
      {(autoplay || dots) && (
        <div className="builder-carousel-controls">
          {hydrated && dots && (
            <Dots targets={dotTargets(count, settings)} current={current} go={go} />
          )}
        </div>
      )}
    </div>
  )
}
