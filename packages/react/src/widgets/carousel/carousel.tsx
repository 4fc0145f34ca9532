import type { Block as BlockData } from '@tessera/core'
import {
  useCallback,
  useEffect,
  useId,
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
import { SLIDE_SPEED_MS } from './constants.ts'
import type { CarouselSettings, ResponsiveEntry } from './constants.ts'
import { dotTargets, dragOffset, lastStart, nextIndex, prevIndex } from './navigation.ts'
import { getAutoplayInterval, getBreakpoints, getShowCss, positiveInt } from './settings.ts'
import { resolveSettings } from './settings.ts'
import { getSlideItems } from './slide-items.tsx'
import type { CarouselSlide } from './slide-items.tsx'
import { useAutoplay } from './use-autoplay.ts'
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
  /** ArrowLeft/ArrowRight move, and the carousel is focusable. Default: true. */
  accessibility?: boolean
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
const ARROW_KEYS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 }

/**
 * `div.builder-carousel` (a labelled region): a list with the track of slides, arrows over its
 * edges, then a row with the pause/play button (with autoplay) and the dots.
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
  const { builderBlock: block, builderContext: context, autoplay } = props
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
  // Memoized, so re-renders while dragging or autoplaying give React the same slide elements.
  const cells = useMemo(() => {
    const items = getSlideItems(slides, useChildrenForSlides === true, block, context)
    const list: ReactNode[][] = []
    for (let i = 0; i < items.length; i += rows) list.push(items.slice(i, i + rows))
    return list
  }, [slides, useChildrenForSlides, block, context, rows])
  const count = cells.length
  const breakpoints = getBreakpoints(props.responsive)
  const settings = resolveSettings(breakpoints, props, width)
  if (variable) settings.show = 1
  const { show, scroll, infinite } = settings
  const [index, setIndex] = useState(0)
  const current = Math.min(index, lastStart(count, show))
  const move = useCallback(
    (dir: number) =>
      setIndex((i) => {
        const s = { show, scroll, infinite }
        const from = Math.min(i, lastStart(count, show))
        return dir < 0 ? prevIndex(from, count, s) : nextIndex(from, count, s)
      }),
    [count, show, scroll, infinite],
  )
  const step = useCallback(() => move(1), [move])
  const [autoplayState, dispatch, playing] = useAutoplay(
    autoplay === true,
    getAutoplayInterval(props.autoplaySpeed),
    step,
  )
  const { drag, handlers } = useSwipe(move, (px) => dragOffset(px, current, count, settings))

  const fire = (type: string, detail: object) =>
    root.current?.dispatchEvent(
      new CustomEvent(`builder:carousel:${type}`, { bubbles: true, cancelable: false, detail }),
    )
  useEffect(() => {
    fire('load', { block, ref: root.current })
  }, [])
  const shown = useRef(0)
  useEffect(() => {
    if (shown.current == current) return
    shown.current = current
    fire('change', { slide: current, block, carousel: root.current })
  })

  const keys = props.accessibility !== false
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement
    const dir = ARROW_KEYS[e.key]
    if (!dir || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable) return
    e.preventDefault()
    move(dir)
  }
  const autoplayHandlers = autoplay === true && {
    onPointerEnter: () => dispatch('enter'),
    onPointerLeave: () => dispatch('leave'),
    onFocus: () => dispatch('focus'),
    onBlur: (e: { relatedTarget: EventTarget | null }) =>
      root.current?.contains(e.relatedTarget as Node | null) || dispatch('blur'),
  }

  const parent = typeof block.id == 'string' ? block.id : undefined
  const px = drag ?? 0
  const offset = (track.current?.children[current] as HTMLElement | undefined)?.offsetLeft ?? 0
  const transform = variable
    ? `translateX(${px - offset}px)`
    : `translateX(calc(${-current * 100}% / var(--show, 1) + ${px}px))`
  const selector = `[data-carousel="${id}"]`
  return (
    <div
      ref={root}
      className={variable ? 'builder-carousel builder-carousel-variable' : 'builder-carousel'}
      data-carousel={id}
      role="region"
      aria-roledescription="carousel"
      aria-label="Carousel"
      tabIndex={keys ? 0 : undefined}
      onKeyDown={keys ? onKeyDown : undefined}
      {...autoplayHandlers}
    >
      <style
        dangerouslySetInnerHTML={{
          __html: getShowCss(selector, breakpoints, props) + CAROUSEL_CSS,
        }}
      />
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
                onClick={props.focusOnSelect === true ? () => setIndex(i) : undefined}
              >
                {rows > 1 ? cell.map((item, n) => <div key={n}>{item}</div>) : cell}
              </div>
            )
          })}
        </div>
        {count > 1 && (
          <>
            <Arrow dir={-1} blocks={props.prevButton} parent={parent} onClick={() => move(-1)} />
            <Arrow dir={1} blocks={props.nextButton} parent={parent} onClick={() => move(1)} />
          </>
        )}
      </div>
      {(autoplay === true || props.hideDots !== true) && (
        <div className="builder-carousel-controls">
          {autoplay === true && (
            <button
              type="button"
              aria-label={autoplayState.paused ? 'Start slide rotation' : 'Stop slide rotation'}
              onClick={() => dispatch('toggle')}
            >
              {autoplayState.paused ? '▶' : '❚❚'}
            </button>
          )}
          {hydrated && props.hideDots !== true && (
            <Dots targets={dotTargets(count, settings)} current={current} go={setIndex} />
          )}
        </div>
      )}
    </div>
  )
}
