// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { renderBlocksHtml } from '../../../testing/content-html.test-support.tsx'
import { FORM_BLOCKS } from '../index.ts'
import { block, formWith, mountForm } from '../mount-form.test-support.tsx'
import type { MountedForm } from '../mount-form.test-support.tsx'

const fields = [
  block(
    'l1',
    'Form:Label',
    { text: 'Name', for: 'n' },
    {
      children: [
        block(
          'i1',
          'Form:Input',
          { name: 'name', type: 'text', placeholder: 'Your name', required: true },
          { properties: { id: 'n' } },
        ),
      ],
    },
  ),
  block('i2', 'Form:Input', { name: 'agree', type: 'checkbox', defaultValue: true }),
  block('s1', 'Form:Select', {
    name: 'color',
    options: [{ value: 'r', name: 'Red' }, { value: 'g' }],
    defaultValue: 'g',
  }),
  block('t1', 'Form:TextArea', { name: 'msg', value: 'hi' }),
  block('b1', 'Form:SubmitButton', { text: 'Send' }),
]

const editing = { isEditing: true, targetWindow: { postMessage: () => {} } }
let mounted: MountedForm | undefined
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
})

describe('Form:Form rendering', () => {
  it('renders the form, its fields and empty status areas on the server', () => {
    const html = renderBlocksHtml(
      [formWith({ sendSubmissionsTo: 'email', name: 'Contact' }, fields)],
      {
        customComponents: FORM_BLOCKS,
      },
    )
    expect(html).toBe(
      [
        '<!--$--><form class="form1 builder-block" builder-id="form1" name="Contact" method="POST">',
        '<!--$--><label class="l1 builder-block" builder-id="l1" for="n"><span class="builder-label-text">Name</span>',
        '<!--$--><input class="i1 builder-block" id="n" builder-id="i1" type="text" placeholder="Your name" required="" name="name"/><!--/$--></label><!--/$-->',
        '<!--$--><input class="i2 builder-block" builder-id="i2" type="checkbox" name="agree" checked=""/><!--/$-->',
        '<!--$--><select class="s1 builder-block" builder-id="s1" name="color"><option value="r">Red</option><option value="g" selected="">g</option></select><!--/$-->',
        '<!--$--><textarea class="t1 builder-block" builder-id="t1" name="msg">hi</textarea><!--/$-->',
        '<!--$--><button class="b1 builder-block" builder-id="b1" type="submit">Send</button><!--/$-->',
        '<div class="builder-form-status" role="status" aria-live="polite"></div>',
        '<div class="builder-form-alert" role="alert"></div></form><!--/$-->',
      ].join(''),
    )
  })

  it('renders native submission attributes only for custom mode without JS', () => {
    const native = renderBlocksHtml(
      [
        formWith(
          {
            sendSubmissionsTo: 'custom',
            sendWithJs: false,
            action: '/submit',
            method: 'post',
            contentType: 'multipart/form-data',
            validate: false,
          },
          [],
        ),
      ],
      { customComponents: FORM_BLOCKS },
    )
    expect(native).toContain(
      '<form class="form1 builder-block" builder-id="form1" noValidate="" action="/submit" encType="multipart/form-data" method="post">',
    )
    const js = renderBlocksHtml(
      [formWith({ sendSubmissionsTo: 'custom', action: '/submit' }, [])],
      {
        customComponents: FORM_BLOCKS,
      },
    )
    expect(js).toContain('<form class="form1 builder-block" builder-id="form1" method="POST">')
  })

  it('hydrates without mismatch', async () => {
    mounted = await mountForm([formWith({ sendSubmissionsTo: 'email', name: 'Contact' }, fields)])
    expect(mounted.recoverableErrors).toEqual([])
    expect(mounted.consoleErrors).toEqual([])
    expect(mounted.form.querySelector('textarea')?.value).toBe('hi')
    expect(mounted.form.querySelector('select')?.value).toBe('g')
    expect((mounted.form.querySelector('[name=agree]') as HTMLInputElement).checked).toBe(true)
  })
})

describe('Form:Form previewState', () => {
  const shownIn = (form: HTMLFormElement) => ({
    status: form.querySelector('[role=status]')?.innerHTML,
    alert: form.querySelector('[role=alert]')?.innerHTML,
    busy: form.getAttribute('aria-busy'),
    disabled: form.querySelector('button')?.disabled,
  })

  it('shows the sending state while editing, with a disabled button and aria-busy', async () => {
    const blocks = [formWith({ previewState: 'sending' }, [block('b1', 'Form:SubmitButton')])]
    mounted = await mountForm(blocks, { editor: editing })
    expect(shownIn(mounted.form)).toEqual({
      status: '<div class="builder-form-message">Sending...</div>',
      alert: '',
      busy: 'true',
      disabled: true,
    })
    expect(mounted.form.querySelector('button')?.textContent).toBe('Click me')
  })

  it('shows the success and error defaults while editing', async () => {
    mounted = await mountForm([formWith({ previewState: 'success' }, [])], { editor: editing })
    expect(shownIn(mounted.form).status).toBe('<div class="builder-form-message">Thanks!</div>')
    mounted.unmount()
    mounted = await mountForm([formWith({ previewState: 'error' }, [])], { editor: editing })
    expect(shownIn(mounted.form).alert).toBe(
      '<div class="builder-form-message">Form submission error :( Please check your answers and try again</div>',
    )
  })

  it('renders message blocks when given', async () => {
    const successMessage = [block('m1', 'Text', { text: 'Got it' })]
    mounted = await mountForm([formWith({ previewState: 'success', successMessage }, [])], {
      editor: editing,
    })
    const status = mounted.form.querySelector('[role=status]')
    expect(status?.querySelector('.builder-blocks')?.getAttribute('builder-path')).toBe(
      'component.options.successMessage',
    )
    expect(status?.textContent).toBe('Got it')
  })

  it('ignores previewState outside the editor', async () => {
    mounted = await mountForm([formWith({ previewState: 'success' }, [])])
    expect(shownIn(mounted.form)).toEqual({
      status: '',
      alert: '',
      busy: null,
      disabled: undefined,
    })
  })
})
