import { describe, expect, it } from 'vitest'
import { renderBlocksHtml } from '../../../testing/content-html.test-support.tsx'
import { FORM_BLOCKS } from '../index.ts'
import { block } from '../mount-form.test-support.tsx'

const render = (name: string, options: Record<string, unknown>) =>
  renderBlocksHtml([block('f', name, options)], { customComponents: FORM_BLOCKS })

describe('Form:SubmitButton', () => {
  it('renders a submit button with its text, Click me by default', () => {
    expect(render('Form:SubmitButton', { text: 'Send' })).toBe(
      '<!--$--><button class="f builder-block" builder-id="f" type="submit">Send</button><!--/$-->',
    )
    expect(render('Form:SubmitButton', {})).toContain('>Click me</button>')
  })
})
