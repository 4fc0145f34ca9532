import { describe, expect, it } from 'vitest'
import { AUTOPLAY_START, autoplayReducer, autoplayStatus } from './autoplay-state.ts'
import type { AutoplayEvent, AutoplayState } from './autoplay-state.ts'

/** The status after `events` from the start. */
function after(...events: AutoplayEvent[]) {
  return autoplayStatus(events.reduce(autoplayReducer, AUTOPLAY_START))
}

describe('autoplayReducer', () => {
  it('starts playing', () => {
    expect(AUTOPLAY_START).toEqual({ hovered: false, focused: false, paused: false })
    expect(after()).toBe('playing')
  })

  it('suspends on hover and resumes on leave', () => {
    expect(after('enter')).toBe('hovered')
    expect(after('enter', 'leave')).toBe('playing')
    expect(after('leave')).toBe('playing')
  })

  it('suspends on focus and resumes on blur', () => {
    expect(after('focus')).toBe('focused')
    expect(after('focus', 'blur')).toBe('playing')
  })

  it('resumes only when both hover and focus have ended', () => {
    expect(after('enter', 'focus')).toBe('focused')
    expect(after('enter', 'focus', 'leave')).toBe('focused')
    expect(after('enter', 'focus', 'blur')).toBe('hovered')
    expect(after('enter', 'focus', 'blur', 'leave')).toBe('playing')
    expect(after('focus', 'enter', 'leave', 'blur')).toBe('playing')
  })

  it('stays paused by the user whatever hover and focus do', () => {
    expect(after('toggle')).toBe('paused')
    expect(after('enter', 'toggle', 'leave')).toBe('paused')
    expect(after('focus', 'toggle', 'blur')).toBe('paused')
    expect(after('toggle', 'enter', 'focus', 'leave', 'blur')).toBe('paused')
  })

  it('plays at once when toggled again, even hovered and focused, until they start anew', () => {
    expect(after('toggle', 'toggle')).toBe('playing')
    expect(after('enter', 'focus', 'toggle', 'toggle')).toBe('playing')
    expect(after('enter', 'focus', 'toggle', 'toggle', 'leave', 'blur')).toBe('playing')
    expect(after('toggle', 'toggle', 'enter')).toBe('hovered')
    expect(after('toggle', 'toggle', 'focus')).toBe('focused')
  })

  it('keeps hover and focus while paused', () => {
    const state = ['enter', 'focus', 'toggle'].reduce(
      (s: AutoplayState, e) => autoplayReducer(s, e as AutoplayEvent),
      AUTOPLAY_START,
    )
    expect(state).toEqual({ hovered: true, focused: true, paused: true })
  })

  it('ignores unknown events', () => {
    const state = { hovered: true, focused: false, paused: false }
    expect(autoplayReducer(state, 'bogus' as AutoplayEvent)).toBe(state)
  })
})
