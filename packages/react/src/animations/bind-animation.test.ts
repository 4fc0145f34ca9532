// @vitest-environment happy-dom
import type { Animation } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAnimationStyles } from './animation-styles.ts'
import { bindAnimation, ELEMENT_NOT_FOUND_MESSAGE } from './bind-animation.ts'
import { getHoverAnimationStyles } from '../pipeline/get-hover-animation-css.ts'

const fade = (extra: Partial<Animation> = {}): Animation => ({
  trigger: 'pageLoad',
  steps: [{ styles: { opacity: '0' } }, { styles: { opacity: '1' } }],
  duration: 0.5,
  delay: 0.2,
  easing: 'easeInOut',
  ...extra,
})

/** Binds `animation` with its styles as the renderer makes them. */
const bind = (animation: Animation, blockId: string) =>
  bindAnimation(animation, blockId, getAnimationStyles(animation))

function addElement(id: string, top: number): HTMLElement {
  const element = document.createElement('div')
  element.className = `${id} builder-block`
  element.getBoundingClientRect = () => ({ top, bottom: top + 100 }) as DOMRect
  document.body.appendChild(element)
  return element
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('bindAnimation', () => {
  it('applies the first step, then transitions to the second on the next tick', () => {
    const element = addElement('b1', 0)
    bind(fade(), 'b1')
    expect(element.style.opacity).toBe('0')
    vi.advanceTimersByTime(0)
    expect(element.style.opacity).toBe('1')
    expect(element.style.transition).toBe('all 0.5s ease-in-out')
    expect(element.style.transitionDelay).toBe('0.2s')
    vi.advanceTimersByTime(799)
    expect(element.style.transition).not.toBe('')
    vi.advanceTimersByTime(1)
    expect(element.style.transition).toBe('')
  })

  it('warns when the element is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    bind(fade({ elementId: 'nowhere' }), 'b1')
    expect(warn).toHaveBeenCalledWith(`${ELEMENT_NOT_FOUND_MESSAGE}: nowhere`)
    expect(ELEMENT_NOT_FOUND_MESSAGE).toBe(
      '[Tessera]: Cannot animate element: element with ID not found',
    )
  })

  it('plays scrollInView when the element enters the inset viewport, with throttled checks', () => {
    let top = 2000
    const element = addElement('b2', 0)
    element.getBoundingClientRect = () => ({ top, bottom: top + 100 }) as DOMRect
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true })
    const stop = bind(fade({ trigger: 'scrollInView', thresholdPercent: 10, repeat: true }), 'b2')
    expect(element.style.opacity).toBe('0')
    window.dispatchEvent(new Event('scroll'))
    top = 850
    window.dispatchEvent(new Event('scroll'))
    expect(element.style.opacity).toBe('0')
    vi.advanceTimersByTime(200)
    expect(element.style.opacity).toBe('1')
    top = 3000
    vi.advanceTimersByTime(1000)
    window.dispatchEvent(new Event('scroll'))
    expect(element.style.opacity).toBe('0')
    stop()
    top = 0
    vi.advanceTimersByTime(1000)
    window.dispatchEvent(new Event('scroll'))
    expect(element.style.opacity).toBe('0')
  })
})

describe('getHoverAnimationStyles', () => {
  it('gives the second step of each hover animation with its transition', () => {
    expect(getHoverAnimationStyles([fade({ trigger: 'hover' }), fade()])).toEqual([
      { opacity: '1', transition: 'all 0.5s ease-in-out', transitionDelay: '0.2s' },
    ])
    expect(
      getHoverAnimationStyles([fade({ trigger: 'hover', delay: undefined, easing: undefined })]),
    ).toEqual([{ opacity: '1', transition: 'all 0.5s ease', transitionDelay: '0s' }])
  })
})
