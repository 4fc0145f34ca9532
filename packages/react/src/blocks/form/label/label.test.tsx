import { describe, expect, it } from 'vitest'
import { renderBlocksHtml } from '../../../testing/content-html.test-support.tsx'
import { FORM_BLOCKS } from '../index.ts'
import { block } from '../mount-form.test-support.tsx'

describe('Form:Label', () => {
  it('renders label[for] with the text as HTML and its children', () => {
    const html = renderBlocksHtml(
      [
        block(
          'lb',
          'Form:Label',
          { text: 'Your <b>name</b>', for: 'n' },
          {
            children: [block('i', 'Form:Input', { name: 'n' })],
          },
        ),
      ],
      { customComponents: FORM_BLOCKS },
    )
    expect(html).toBe(
      '<!--$--><label class="lb builder-block" builder-id="lb" for="n"><span class="builder-label-text">Your <b>name</b></span><!--$--><input class="i builder-block" builder-id="i" type="text" name="n"/><!--/$--></label><!--/$-->',
    )
  })
})
