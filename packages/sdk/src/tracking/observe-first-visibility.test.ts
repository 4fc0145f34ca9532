import { describe, expect, it, vi } from 'vitest'
import { observeFirstVisibility } from './observe-first-visibility.ts'
import type { VisibilityObserverConstructor } from './observe-first-visibility.ts'

type Callback = (entries: { isIntersecting: boolean }[]) => void

function fakeObserverClass(options: { throwOnObserve?: boolean } = {}) {
  const instances: { callback: Callback; observed: unknown[]; disconnected: boolean }[] = []
  const Observer = class {
    state: (typeof instances)[number]
    constructor(callback: Callback) {
      this.state = { callback, observed: [], disconnected: false }
      instances.push(this.state)
    }
    observe(target: Element): void {
      if (options.throwOnObserve) throw new TypeError('not an Element')
      this.state.observed.push(target)
    }
    disconnect(): void {
      this.state.disconnected = true
    }
  } satisfies VisibilityObserverConstructor
  return { Observer, instances }
}

const element = {} as Element

describe('observeFirstVisibility', () => {
  it('fires once, when the element first intersects, and disconnects', () => {
    const { Observer, instances } = fakeObserverClass()
    const onVisible = vi.fn()
    observeFirstVisibility({ element, onVisible, IntersectionObserver: Observer })
    expect(instances[0]?.observed).toEqual([element])
    instances[0]?.callback([{ isIntersecting: false }])
    expect(onVisible).not.toHaveBeenCalled()
    instances[0]?.callback([{ isIntersecting: false }, { isIntersecting: true }])
    instances[0]?.callback([{ isIntersecting: true }])
    expect(onVisible).toHaveBeenCalledTimes(1)
    expect(instances[0]?.disconnected).toBe(true)
  })

  it('does not fire after being stopped', () => {
    const { Observer, instances } = fakeObserverClass()
    const onVisible = vi.fn()
    const stop = observeFirstVisibility({ element, onVisible, IntersectionObserver: Observer })
    stop()
    instances[0]?.callback([{ isIntersecting: true }])
    expect(onVisible).not.toHaveBeenCalled()
    expect(instances[0]?.disconnected).toBe(true)
  })

  it('fires at once without an observer or when observing fails', () => {
    const onVisible = vi.fn()
    observeFirstVisibility({ element, onVisible })
    const { Observer } = fakeObserverClass({ throwOnObserve: true })
    observeFirstVisibility({ element, onVisible, IntersectionObserver: Observer })
    expect(onVisible).toHaveBeenCalledTimes(2)
  })

  it('accepts the real IntersectionObserver type', () => {
    const fits = (ctor: typeof IntersectionObserver): VisibilityObserverConstructor => ctor
    expect(typeof fits).toBe('function')
  })
})
