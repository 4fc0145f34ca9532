// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { focusTarget, isNestedActivation, isToggleKey, toggleOpen } from './transitions.ts'

describe('toggleOpen', () => {
  it('opens beside the others, or alone when exclusive', () => {
    expect(toggleOpen([], 1, false)).toEqual([1])
    expect(toggleOpen([1], 3, false)).toEqual([1, 3])
    expect(toggleOpen([1, 3], 0, true)).toEqual([0])
  })

  it('closes an open item', () => {
    expect(toggleOpen([1, 3], 1, false)).toEqual([3])
    expect(toggleOpen([2], 2, true)).toEqual([])
  })
})

describe('focusTarget', () => {
  it('moves down and up with wrapping, and to the ends', () => {
    expect(focusTarget('ArrowDown', 0, 3)).toBe(1)
    expect(focusTarget('ArrowDown', 2, 3)).toBe(0)
    expect(focusTarget('ArrowUp', 0, 3)).toBe(2)
    expect(focusTarget('ArrowUp', 2, 3)).toBe(1)
    expect(focusTarget('Home', 2, 3)).toBe(0)
    expect(focusTarget('End', 0, 3)).toBe(2)
  })

  it('ignores other keys and empty accordions', () => {
    expect(focusTarget('Enter', 0, 3)).toBeUndefined()
    expect(focusTarget('ArrowLeft', 0, 3)).toBeUndefined()
    expect(focusTarget('ArrowDown', 0, 0)).toBeUndefined()
  })
})

describe('isToggleKey', () => {
  it('is Enter and Space only', () => {
    expect(['Enter', ' ', 'Space', 'ArrowDown', 'a', 'Tab'].map(isToggleKey)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ])
  })
})

describe('isNestedActivation', () => {
  const title = document.createElement('div')
  title.innerHTML =
    '<div role="button" tabindex="0"><p><span>T</span></p><a href="#x"><b>L</b></a>' +
    '<a>no href</a><button>B</button><input><span tabindex="-1">F</span></div>'
  const button = title.firstElementChild as HTMLElement
  const $ = (selector: string) => title.querySelector(selector) as Element

  it('is a click without a pointer on an interactive element inside the button', () => {
    for (const selector of ['a[href]', 'a[href] b', 'button', 'input', 'span[tabindex]'])
      expect(isNestedActivation($(selector), 0, button)).toBe(true)
  })

  it('is not a pointer click, nor a click on the button or its plain content', () => {
    expect(isNestedActivation($('button'), 1, button)).toBe(false)
    expect(isNestedActivation($('a[href]'), 2, button)).toBe(false)
    for (const target of [button, $('p span'), $('a:not([href])'), title])
      expect(isNestedActivation(target, 0, button)).toBe(false)
  })

  it('is false without a button element or an element target', () => {
    expect(isNestedActivation($('button'), 0, null)).toBe(false)
    expect(isNestedActivation(window, 0, button)).toBe(false)
    expect(isNestedActivation(document.createTextNode('t'), 0, button)).toBe(false)
  })
})
