import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockInstance } from 'vitest'
import { renderBlocksHtml } from '../../../testing/content-html.test-support.tsx'
import { FORM_BLOCKS } from '../index.ts'
import { block } from '../mount-form.test-support.tsx'
import { FORM_INPUT_TYPES } from './input.tsx'

const render = (options: Record<string, unknown>) =>
  renderBlocksHtml([block('in', 'Form:Input', options)], { customComponents: FORM_BLOCKS })

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

describe('Form:Input', () => {
  it('renders an uncontrolled input with the block attributes', () => {
    expect(
      render({
        type: 'email',
        name: 'mail',
        placeholder: 'you@x.test',
        defaultValue: 'a@b.c',
        required: true,
      }),
    ).toBe(
      '<!--$--><input class="in builder-block" builder-id="in" type="email" placeholder="you@x.test" required="" name="mail" value="a@b.c"/><!--/$-->',
    )
  })

  it('renders each of the 18 allowed types', () => {
    expect(FORM_INPUT_TYPES).toHaveLength(18)
    for (const type of FORM_INPUT_TYPES) {
      expect(render({ type, name: 'f' })).toContain(`type="${type}"`)
    }
    expect(warn).not.toHaveBeenCalled()
  })

  it('defaults to text and prefers value over defaultValue', () => {
    expect(render({ name: 'n', value: 3, defaultValue: 'x' })).toBe(
      '<!--$--><input class="in builder-block" builder-id="in" type="text" name="n" value="3"/><!--/$-->',
    )
  })

  it('uses the initial value as checked state for checkboxes and none for files', () => {
    expect(render({ type: 'checkbox', name: 'c', value: true })).toContain('checked=""')
    expect(render({ type: 'checkbox', name: 'c', defaultValue: 'false' })).not.toContain('checked')
    expect(render({ type: 'file', name: 'f', defaultValue: 'x.txt' })).not.toContain('value')
  })

  it.each(['submit', 'image', 'TEXT', 42])('refuses type %j with a warning', (type) => {
    expect(render({ type, name: 'f' })).toBe('<!--$--><!--/$-->')
    expect(warn).toHaveBeenCalledWith(
      `[Tessera]: Form:Input refuses type "${String(type)}": allowed types are text, number, email, url, checkbox, radio, range, date, datetime-local, search, tel, time, file, month, week, password, color, hidden`,
    )
  })
})
