// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { act, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../../content/content.tsx'
import { entryWith, renderBlocksHtml } from '../../testing/content-html.test-support.tsx'
import { enableAct, hydrateForTest } from '../../testing/render.test-support.tsx'
import { videoBlock } from './index.ts'

const customComponents = [videoBlock]
const MP4 = 'https://example.com/clip.mp4'
const videoData = (options: Record<string, unknown>, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 'v',
  component: { name: 'Video', options },
  ...extra,
})
const render = (options: Record<string, unknown>, extra: Partial<Block> = {}) =>
  renderBlocksHtml([videoData(options, extra)], { customComponents })
const EDITOR_DEFAULTS = {
  video: MP4,
  posterImage: 'https://example.com/poster.jpg',
  autoPlay: true,
  controls: false,
  muted: true,
  loop: true,
  playsInline: true,
  fit: 'cover',
  preload: 'metadata',
  fitContent: true,
  position: 'center',
  aspectRatio: 0.7004048582995948,
  lazyLoad: true,
}

/** A controllable IntersectionObserver stand-in. */
function stubIntersectionObserver() {
  const observers: Array<{
    notify: (entries: Array<{ isIntersecting: boolean }>) => void
    observed: Element[]
    isConnected: boolean
  }> = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        this.record = { notify: callback, observed: [] as Element[], isConnected: true }
        observers.push(this.record)
      }
      observe(element: Element) {
        this.record.observed.push(element)
      }
      disconnect() {
        this.record.isConnected = false
      }
    },
  )
  return observers
}

async function mount(options: Record<string, unknown>, strict = false) {
  enableAct()
  const container = document.createElement('div')
  document.body.appendChild(container)
  const element = (
    <Content
      apiKey="key"
      content={entryWith([videoData(options)])}
      customComponents={customComponents}
    />
  )
  await act(async () =>
    createRoot(container).render(strict ? <StrictMode>{element}</StrictMode> : element),
  )
  return container
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Video', () => {
  it('renders a lazy video without src on the server', () => {
    expect(render(EDITOR_DEFAULTS)).toBe(
      [
        '<div class="v builder-block" builder-id="v"><!--$-->',
        '<video class="builder-video" poster="https://example.com/poster.jpg" preload="none" autoPlay="" muted="" loop="" playsInline="" ',
        'style="object-fit:cover;object-position:center;position:absolute;top:0;left:0;width:100%;height:100%">',
        `<source type="video/mp4" data-src="${MP4}"/></video>`,
        '<div class="builder-image-sizer" style="padding-top:70.04048583%"></div><!--/$--></div>',
      ].join(''),
    )
  })

  it('renders src and the preload option when not lazy', () => {
    expect(
      render({
        video: MP4,
        lazyLoad: false,
        preload: 'auto',
        controls: true,
        fit: 'contain',
        position: 'top',
      }),
    ).toBe(
      [
        '<div class="v builder-block" builder-id="v"><!--$-->',
        '<video class="builder-video" preload="auto" controls="" style="object-fit:contain;object-position:top;width:100%;height:100%">',
        `<source type="video/mp4" src="${MP4}"/></video><!--/$--></div>`,
      ].join(''),
    )
    expect(render({ video: MP4, lazyLoad: false, preload: 'bogus' })).toContain(
      '<video class="builder-video" style=',
    )
  })

  it('drops javascript: URLs from the poster and the source (regression 16, item 10)', () => {
    const html = render({
      video: ' javascript:alert(1)',
      posterImage: 'JaVaScRiPt:alert(2)',
      lazyLoad: false,
    })
    expect(html).not.toMatch(/javascript/i)
    expect(html).not.toContain('poster=')
    const safe = render({ video: MP4, posterImage: 'data:image/png;base64,AAAA', lazyLoad: false })
    expect(safe).toContain('poster="data:image/png;base64,AAAA"')
    expect(render({ video: MP4, posterImage: 'data:text/html,x', lazyLoad: false })).not.toContain(
      'poster=',
    )
  })

  it('mutes autoplaying videos', () => {
    expect(render({ video: MP4, autoPlay: true, muted: false })).toContain('autoPlay="" muted=""')
    expect(render({ video: MP4, autoPlay: false, muted: false })).not.toContain('muted')
  })

  it('renders children over the video or in the flow', () => {
    const children = [{ '@type': '@builder.io/sdk:Element' as const, id: 'kid' }]
    const overlay = render({ video: MP4, aspectRatio: 0.5, fitContent: false }, { children })
    expect(overlay).toContain('padding-top:50%')
    expect(overlay).toContain(
      '<div style="position:absolute;top:0;left:0;width:100%;height:100%;display:flex',
    )
    const inFlow = render({ video: MP4, aspectRatio: 0.5 }, { children })
    expect(inFlow).not.toContain('builder-image-sizer')
    expect(inFlow).toContain('</video><div class="kid builder-block"')
  })

  it('hydrates without mismatches and gets its src once visible', async () => {
    const observers = stubIntersectionObserver()
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
    const result = await hydrateForTest(
      <Content
        apiKey="key"
        content={entryWith([videoData(EDITOR_DEFAULTS)])}
        customComponents={customComponents}
      />,
    )
    expect(result.consoleErrors).toEqual([])
    expect(result.recoverableErrors).toEqual([])
    const video = result.container.querySelector('video') as HTMLVideoElement
    const source = video.querySelector('source') as HTMLSourceElement
    expect(source.getAttribute('src')).toBeNull()
    expect(source.getAttribute('data-src')).toBe(MP4)
    expect(observers).toHaveLength(1)
    expect(observers[0]?.observed).toEqual([video])
    await act(async () => observers[0]?.notify([{ isIntersecting: false }]))
    expect(source.getAttribute('src')).toBeNull()
    await act(async () => observers[0]?.notify([{ isIntersecting: true }]))
    expect(source.getAttribute('src')).toBe(MP4)
    expect(source.hasAttribute('data-src')).toBe(false)
    expect(video.getAttribute('preload')).toBe('metadata')
    expect(load).toHaveBeenCalledTimes(1)
    expect(observers[0]?.isConnected).toBe(false)
    result.unmount()
  })

  it('sets the src at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
    const container = await mount(EDITOR_DEFAULTS)
    expect(container.querySelector('source')?.getAttribute('src')).toBe(MP4)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('does not reload a video that rendered with its src', async () => {
    const observers = stubIntersectionObserver()
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
    const container = await mount({ ...EDITOR_DEFAULTS, lazyLoad: false }, true)
    expect(container.querySelector('source')?.getAttribute('src')).toBe(MP4)
    expect(observers).toHaveLength(0)
    expect(load).not.toHaveBeenCalled()
  })

  it('reloads the video when its URL changes', async () => {
    enableAct()
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
    const container = document.createElement('div')
    document.body.appendChild(container)
    const root = createRoot(container)
    const show = async (video: string) =>
      act(async () =>
        root.render(
          <Content
            apiKey="key"
            content={entryWith([videoData({ video, lazyLoad: false })])}
            customComponents={customComponents}
          />,
        ),
      )
    await show(MP4)
    expect(load).not.toHaveBeenCalled()
    await show('https://example.com/other.mp4')
    expect(container.querySelector('source')?.getAttribute('src')).toBe(
      'https://example.com/other.mp4',
    )
    expect(load).toHaveBeenCalledTimes(1)
    act(() => root.unmount())
  })
})
