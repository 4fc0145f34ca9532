import { describe, expect, it } from 'vitest'
import { renderBlocksHtml } from '../../../testing/content-html.test-support.tsx'
import { FORM_BLOCKS } from '../index.ts'
import { block } from '../mount-form.test-support.tsx'

const render = (name: string, options: Record<string, unknown>) =>
  renderBlocksHtml([block('f', name, options)], { customComponents: FORM_BLOCKS })

describe('Form:Select', () => {
  it('renders one option per choice, showing its name or value', () => {
    expect(
      render('Form:Select', {
        name: 'size',
        options: [{ value: 's', name: 'Small' }, { value: 'm' }, { value: 7 }, null],
        value: 'm',
        defaultValue: 's',
        required: true,
      }),
    ).toBe(
      '<!--$--><select class="f builder-block" builder-id="f" name="size" required=""><option value="s">Small</option><option value="m" selected="">m</option><option value="7">7</option><option value=""></option></select><!--/$-->',
    )
  })

  it('renders an empty select without options', () => {
    expect(render('Form:Select', {})).toBe(
      '<!--$--><select class="f builder-block" builder-id="f"></select><!--/$-->',
    )
  })
})
