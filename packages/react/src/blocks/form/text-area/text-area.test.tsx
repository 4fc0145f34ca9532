import { describe, expect, it } from 'vitest'
import { renderBlocksHtml } from '../../../testing/content-html.test-support.tsx'
import { FORM_BLOCKS } from '../index.ts'
import { block } from '../mount-form.test-support.tsx'

const render = (name: string, options: Record<string, unknown>) =>
  renderBlocksHtml([block('f', name, options)], { customComponents: FORM_BLOCKS })

describe('Form:TextArea', () => {
  it('renders an uncontrolled textarea starting with value or defaultValue', () => {
    expect(
      render('Form:TextArea', {
        name: 'msg',
        placeholder: 'Say hi',
        defaultValue: 'hello',
        required: true,
      }),
    ).toBe(
      '<!--$--><textarea class="f builder-block" builder-id="f" name="msg" placeholder="Say hi" required="">hello</textarea><!--/$-->',
    )
    expect(render('Form:TextArea', { value: 'v', defaultValue: 'd' })).toContain('>v</textarea>')
  })
})
