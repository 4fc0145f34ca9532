import { useEffect, useRef } from 'react'
import type { CSSProperties } from 'react'
import { useNearViewport } from '../../element-tree/use-near-viewport.ts'
import { isSafeUrlAttribute } from '../../pipeline/is-safe-url-attribute.ts'
import type { BlockProps } from '../../types.ts'
import { FILL_STYLE, mediaFit, toAspectRatio } from '../shared-media/media-geometry.ts'
import { MediaSizer } from '../shared-media/media-sizer.tsx'

/** Options of the Video block (editor defaults in parentheses; none is applied at render). */
export interface VideoOptions {
  /** Video URL (played as `video/mp4`). */
  video?: string
  /** Image shown before the video plays (`poster`). */
  posterImage?: string
  /**
   * Plays by itself (true). Browsers only autoplay muted videos, so an autoplaying video is
   * always muted, whatever `muted` says.
   */
  autoPlay?: boolean
  /** Shows the browser's controls (false). */
  controls?: boolean
  /** Without sound (true). */
  muted?: boolean
  /** Starts again at the end (true). */
  loop?: boolean
  /** Plays in place on iOS instead of full screen (true). */
  playsInline?: boolean
  /** `object-fit`: `cover`, `contain`, `fill`… Default: `cover`. */
  fit?: string
  /** `preload`: `auto`, `metadata` or `none` (`metadata`). */
  preload?: string
  /** Children in the flow (the block takes their size) rather than over the video. (true) */
  fitContent?: boolean
  /** `object-position`. Default: `center`. */
  position?: string
  /** Pixel size of the original video (editor information; not rendered). */
  height?: number
  width?: number
  /** Height / width; reserves the space before the video loads. (`VIDEO_ASPECT_RATIO`) */
  aspectRatio?: number
  /**
   * Loads the video only once it is near the viewport; only an explicit `false` loads it
   * at once. (true)
   */
  lazyLoad?: boolean
}

const PRELOADS: ReadonlySet<string> = new Set(['auto', 'metadata', 'none'])
/** How far outside the viewport a lazy video starts loading. */
const LAZY_ROOT_MARGIN = '200px'

/**
 * `video.builder-video` with a `<source type="video/mp4">`, then the aspect-ratio sizer and
 * the children. A lazy video renders `preload="none"` and `data-src` (no `src`) on the server
 * and while hydrating; once mounted, an IntersectionObserver gives it its `src` when it nears
 * the viewport (at once without IntersectionObserver).
 */
export function Video({
  video,
  posterImage,
  autoPlay,
  controls,
  muted,
  loop,
  playsInline,
  fit,
  preload,
  fitContent,
  position,
  aspectRatio,
  lazyLoad,
  children,
}: BlockProps<VideoOptions>) {
  const ref = useRef<HTMLVideoElement>(null)
  // Content chooses these URLs: a `javascript:` one must not reach the element.
  const src = typeof video === 'string' && isSafeUrlAttribute('src', video) ? video.trim() : ''
  const poster =
    typeof posterImage === 'string' &&
    posterImage !== '' &&
    isSafeUrlAttribute('poster', posterImage)
      ? posterImage
      : undefined
  const isLazy = lazyLoad !== false
  const isNearViewport = useNearViewport(ref, isLazy && src !== '', LAZY_ROOT_MARGIN)
  const renderedSrc = src !== '' && (!isLazy || isNearViewport) ? src : undefined
  // The source the element last loaded: a changed `src` of a <source> needs `load()`.
  const loadedSrc = useRef(renderedSrc)

  useEffect(() => {
    const element = ref.current
    if (!element || loadedSrc.current === renderedSrc) return
    loadedSrc.current = renderedSrc
    element.load()
  }, [renderedSrc])

  const ratio = toAspectRatio(aspectRatio)
  const style: CSSProperties = {
    ...mediaFit(fit, position),
    ...(ratio === undefined ? { width: '100%', height: '100%' } : FILL_STYLE),
  }
  const isAutoPlay = autoPlay === true
  return (
    <>
      <video
        ref={ref}
        className="builder-video"
        poster={poster}
        preload={
          renderedSrc === undefined
            ? 'none'
            : typeof preload === 'string' && PRELOADS.has(preload)
              ? preload
              : undefined
        }
        autoPlay={isAutoPlay}
        muted={isAutoPlay || muted === true}
        loop={loop === true}
        controls={controls === true}
        playsInline={playsInline === true}
        style={style}
      >
        {src === '' ? null : (
          <source type="video/mp4" src={renderedSrc} data-src={renderedSrc ? undefined : src} />
        )}
      </video>
      <MediaSizer aspectRatio={ratio} fitContent={fitContent !== false}>
        {children}
      </MediaSizer>
    </>
  )
}
