// @vitest-environment happy-dom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockInstance } from 'vitest'
import { sendJson, startRecordingServer } from '../../../../../../test-utils/recording-server.ts'
import type { Handler, RecordingServer } from '../../../../../../test-utils/recording-server.ts'
import { block, clickSubmit, formWith, mountForm, waitUntil } from '../mount-form.test-support.tsx'
import type { MountedForm } from '../mount-form.test-support.tsx'

let server: RecordingServer
beforeAll(async () => {
  server = await startRecordingServer()
})
afterAll(() => server.close())

// happy-dom sends CORS preflights: answer them, hand the rest to `handler`.
function respondWith(handler: Handler) {
  server.setHandler((request, res) => {
    if (request.method !== 'OPTIONS') return handler(request, res)
    res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' })
    res.end()
  })
}

let warn: MockInstance<typeof console.warn>
let mounted: MountedForm | undefined
beforeEach(() => {
  server.requests.length = 0
  respondWith((_request, res) => sendJson(res, 200, { ok: true }))
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
  warn.mockRestore()
})

const posts = () => server.requests.filter((request) => request.method !== 'OPTIONS')
const status = () => mounted?.form.querySelector('[role=status]')?.textContent
const alertArea = () => mounted?.form.querySelector('[role=alert]')
const nameInput = () => mounted?.form.querySelector('[name=name]') as HTMLInputElement
const fields = [
  block('i1', 'Form:Input', { name: 'name', defaultValue: 'Ada', required: true }),
  block('b1', 'Form:SubmitButton'),
]

async function mountCustom(options: Record<string, unknown> = {}, children = fields) {
  const action = `${server.origin}/submit`
  const stateText = block('st', 'Text', { text: 'state: {{state.formErrorMessage}}' })
  mounted = await mountForm([
    formWith({ sendSubmissionsTo: 'custom', action, ...options }, children),
    stateText,
  ])
  return mounted
}

function record(form: HTMLFormElement, type: string, prevent = false): CustomEvent[] {
  const seen: CustomEvent[] = []
  form.addEventListener(type, (event) => {
    seen.push(event as CustomEvent)
    if (prevent) event.preventDefault()
  })
  return seen
}

describe('Form:Form errors', () => {
  it('shows the message at errorMessagePath, never the raw JSON, and mirrors it in state', async () => {
    respondWith((_request, res) => sendJson(res, 422, { error: { message: 'Email taken' } }))
    const { form, container } = await mountCustom({ errorMessagePath: 'error.message' })
    const errors = record(form, 'submit:error')
    await clickSubmit(form)
    await waitUntil(() => alertArea()?.textContent !== '')
    expect(alertArea()?.innerHTML).toBe('<div class="builder-form-message">Email taken</div>')
    expect(container.querySelector('.builder-text')?.textContent).toBe('state: Email taken')
    expect(errors).toHaveLength(1)
    expect(errors[0]?.detail).toMatchObject({ body: { error: { message: 'Email taken' } } })
    expect(errors[0]?.detail.res.status).toBe(422)
    expect(form.getAttribute('aria-busy')).toBeNull()
    expect(nameInput().value).toBe('Ada')
  })

  it('falls back to the default message and shows a text response as it is', async () => {
    respondWith((_request, res) => {
      res.writeHead(500, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' })
      res.end('boom')
    })
    await mountCustom({ errorMessagePath: 'error.message' })
    await clickSubmit(mounted!.form)
    await waitUntil(() => alertArea()?.textContent !== '')
    expect(alertArea()?.textContent).toBe(
      'Form submission error :( Please check your answers and try again' + 'boom',
    )
    const pre = alertArea()?.querySelector('pre') as HTMLElement
    expect(pre.style.whiteSpace).toBe('pre-wrap')
    expect(pre.style.overflowWrap).toBe('anywhere')
  })

  it('shows the default message alone for a JSON response that names no message', async () => {
    respondWith((_request, res) => sendJson(res, 403, { error: { code: 'NOPE', detail: 'x' } }))
    await mountCustom({ errorMessagePath: 'error.message' })
    await clickSubmit(mounted!.form)
    await waitUntil(() => alertArea()?.textContent !== '')
    expect(alertArea()?.innerHTML).toBe(
      '<div class="builder-form-message">Form submission error :( Please check your answers and try again</div>',
    )
  })

  it('ends in the error state when the network fails', async () => {
    const closed = await startRecordingServer()
    await closed.close()
    mounted = await mountForm([
      formWith({ sendSubmissionsTo: 'custom', action: `${closed.origin}/x` }, fields),
    ])
    const errors = record(mounted.form, 'submit:error')
    await clickSubmit(mounted.form)
    await waitUntil(() => errors.length > 0)
    expect(alertArea()?.innerHTML).toBe(
      '<div class="builder-form-message">Form submission error :( Please check your answers and try again</div>',
    )
    expect(errors[0]?.detail.error).toBeInstanceOf(Error)
  })
})

describe('Form:Form success', () => {
  it('shows sending, then success; resets the form and routes to successUrl', async () => {
    let release: () => void = () => {}
    respondWith((_request, res) => {
      release = () => sendJson(res, 200, { id: 7 })
    })
    const { form, navigations } = await mountCustom({ successUrl: '/thanks' })
    const successes = record(form, 'submit:success')
    const routes = record(form, 'route')
    nameInput().value = 'Bob'
    await clickSubmit(form)
    await waitUntil(() => posts().length === 1)
    expect(status()).toBe('Sending...')
    expect(form.getAttribute('aria-busy')).toBe('true')
    expect(form.querySelector('button')?.disabled).toBe(true)
    expect(JSON.parse(posts()[0]?.body ?? '')).toEqual({ name: 'Bob' })
    release()
    await waitUntil(() => status() === 'Thanks!')
    expect(form.getAttribute('aria-busy')).toBeNull()
    expect(form.querySelector('button')?.disabled).toBe(false)
    expect(successes[0]?.detail.body).toEqual({ id: 7 })
    expect(successes[0]?.detail.res.status).toBe(200)
    expect(successes[0]?.cancelable).toBe(true)
    expect(nameInput().value).toBe('Ada')
    expect(routes.map((event) => [event.detail, event.cancelable])).toEqual([
      [{ url: '/thanks' }, true],
    ])
    expect(navigations).toEqual(['/thanks'])
  })

  it('neither resets nor routes when submit:success is prevented', async () => {
    const { form, navigations } = await mountCustom({ successUrl: '/thanks' })
    record(form, 'submit:success', true)
    const routes = record(form, 'route')
    nameInput().value = 'Bob'
    await clickSubmit(form)
    await waitUntil(() => status() === 'Thanks!')
    expect(nameInput().value).toBe('Bob')
    expect(routes).toEqual([])
    expect(navigations).toEqual([])
  })

  it('resets but does not navigate when route is prevented', async () => {
    const { form, navigations } = await mountCustom({ successUrl: '/thanks' })
    const routes = record(form, 'route', true)
    nameInput().value = 'Bob'
    await clickSubmit(form)
    await waitUntil(() => routes.length === 1)
    expect(nameInput().value).toBe('Ada')
    expect(navigations).toEqual([])
  })

  it('keeps the answers when resetFormOnSubmit is false and refuses script URLs', async () => {
    const { form, navigations } = await mountCustom({
      resetFormOnSubmit: false,
      successUrl: 'javascript:alert(1)',
    })
    nameInput().value = 'Bob'
    await clickSubmit(form)
    await waitUntil(() => status() === 'Thanks!')
    expect(nameInput().value).toBe('Bob')
    expect(navigations).toEqual([])
    expect(warn).toHaveBeenCalledWith(
      '[Tessera]: Form:Form refuses successUrl "javascript:alert(1)"',
    )
  })
})

describe('Form:Form submission guards', () => {
  const submitEvent = () => new Event('submit', { bubbles: true, cancelable: true })

  it('sends nothing while the form is invalid and lets the browser report it', async () => {
    const { form } = await mountCustom()
    nameInput().value = ''
    await clickSubmit(form)
    const report = vi.spyOn(form, 'reportValidity')
    const event = submitEvent()
    await act(async () => {
      form.dispatchEvent(event)
    })
    expect(event.defaultPrevented).toBe(true)
    expect(report).toHaveBeenCalledTimes(1)
    expect(server.requests).toEqual([])
    expect(status()).toBe('')
  })

  it('skips validation when validate is false', async () => {
    const { form } = await mountCustom({ validate: false })
    expect(form.noValidate).toBe(true)
    nameInput().value = ''
    await clickSubmit(form)
    await waitUntil(() => status() === 'Thanks!')
    expect(posts()[0]?.body).toBe('{"name":""}')
  })

  it('sends nothing when presubmit is prevented', async () => {
    const { form } = await mountCustom()
    const presubmits = record(form, 'presubmit', true)
    await clickSubmit(form)
    expect(presubmits.map((event) => event.detail)).toEqual([{ body: '{"name":"Ada"}' }])
    expect(server.requests).toEqual([])
    expect(status()).toBe('')
    expect(form.getAttribute('aria-busy')).toBeNull()
  })

  it('cancels the submission without sending when custom mode has no action', async () => {
    mounted = await mountForm([formWith({ sendSubmissionsTo: 'custom' }, fields)])
    const event = submitEvent()
    await act(async () => {
      mounted?.form.dispatchEvent(event)
    })
    expect(event.defaultPrevented).toBe(true)
    expect(server.requests).toEqual([])
  })

  it('leaves the submission to the browser in custom mode without JS', async () => {
    const { form } = await mountCustom({ sendWithJs: false })
    const event = submitEvent()
    await act(async () => {
      form.dispatchEvent(event)
    })
    expect(event.defaultPrevented).toBe(false)
    expect(form.getAttribute('action')).toBe(`${server.origin}/submit`)
  })
})
