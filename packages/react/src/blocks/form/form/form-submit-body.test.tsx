// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockInstance } from 'vitest'
import { sendJson, startRecordingServer } from '../../../../../../test-utils/recording-server.ts'
import type { RecordingServer } from '../../../../../../test-utils/recording-server.ts'
import { block, clickSubmit, formWith, mountForm, waitUntil } from '../mount-form.test-support.tsx'
import type { MountedForm } from '../mount-form.test-support.tsx'

let server: RecordingServer
beforeAll(async () => {
  server = await startRecordingServer()
})
afterAll(() => server.close())

let warn: MockInstance<typeof console.warn>
let mounted: MountedForm | undefined
beforeEach(() => {
  server.requests.length = 0
  // happy-dom sends CORS preflights; allow everything.
  server.setHandler((request, res) => {
    if (request.method !== 'OPTIONS') return sendJson(res, 200, { ok: true })
    res.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': '*',
    })
    res.end()
  })
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
  warn.mockRestore()
})

const posts = () => server.requests.filter((request) => request.method !== 'OPTIONS')
const status = (form: HTMLFormElement) => form.querySelector('[role=status]')?.textContent

const fields = [
  block('i1', 'Form:Input', { name: 'name', type: 'text', defaultValue: 'Ada' }),
  block('i2', 'Form:Input', { name: 'contact.email', type: 'email', value: 'ada@x.test' }),
  block('i3', 'Form:Input', { name: 'age', type: 'number', defaultValue: 36 }),
  block('i4', 'Form:Input', { name: 'empty', type: 'number' }),
  block('i5', 'Form:Input', { name: 'agree', type: 'checkbox', defaultValue: true }),
  block('i6', 'Form:Input', { name: 'news', type: 'checkbox' }),
  block('i7', 'Form:Input', { name: 'size', type: 'radio', value: 's' }),
  block('i8', 'Form:Input', { name: 'size', type: 'radio', value: 'l' }),
  block('i9', 'Form:Input', { name: 'level', type: 'range', defaultValue: 5 }),
  block('i10', 'Form:Input', { name: 'source', type: 'hidden', defaultValue: 'web' }),
  block('s1', 'Form:Select', { name: 'color', options: [{ value: 'r' }, { value: 'g' }] }),
  block('t1', 'Form:TextArea', { name: 'msg', defaultValue: 'hi' }),
  block('b1', 'Form:SubmitButton'),
]

async function submitWith(options: Record<string, unknown>, children = fields, props = {}) {
  mounted = await mountForm([formWith(options, children)], props)
  const large = mounted.form.querySelector('[value="l"]') as HTMLInputElement | null
  if (large) large.checked = true
  await clickSubmit(mounted.form)
  await waitUntil(() => status(mounted!.form) === 'Thanks!')
  return mounted
}

describe('Form:Form request bodies', () => {
  it('sends JSON with nested dot-path keys, typed values and custom headers', async () => {
    const blocks = [
      ...fields,
      block('x', 'Form:Input', { name: 'a.__proto__.b', defaultValue: 'x' }),
    ]
    const custom = { sendSubmissionsTo: 'custom', action: `${server.origin}/submit?x=1` }
    await submitWith({ ...custom, customHeaders: { 'x-token': 'abc', 'x-n': 7 } }, blocks)
    const [post] = posts()
    expect(post?.method).toBe('POST')
    expect(post?.url).toBe('/submit?x=1')
    expect(post?.headers['content-type']).toBe('application/json')
    expect(post?.headers['x-token']).toBe('abc')
    expect(post?.headers['x-n']).toBe('7')
    expect(post?.body).toBe(
      JSON.stringify({
        name: 'Ada',
        contact: { email: 'ada@x.test' },
        age: 36,
        empty: null,
        agree: true,
        news: false,
        size: 'l',
        level: 5,
        source: 'web',
        color: 'r',
        msg: 'hi',
      }),
    )
    expect(warn).toHaveBeenCalledWith(
      '[Tessera]: Form:Form skips field "a.__proto__.b": "__proto__", "constructor" and "prototype" are not allowed in field names',
    )
  })

  it('sends urlencoded bodies with the given method', async () => {
    await submitWith({
      sendSubmissionsTo: 'custom',
      action: `${server.origin}/submit`,
      method: 'PUT',
      contentType: 'application/x-www-form-urlencoded',
    })
    const [post] = posts()
    expect(post?.method).toBe('PUT')
    expect(post?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(post?.body).toBe(
      'name=Ada&contact.email=ada%40x.test&age=36&empty=&agree=true&news=false&size=l&level=5&source=web&color=r&msg=hi',
    )
  })

  it('sends multipart when a file field is present, without a content-type of its own', async () => {
    mounted = await mountForm([
      formWith({ sendSubmissionsTo: 'custom', action: `${server.origin}/upload` }, [
        block('i1', 'Form:Input', { name: 'name', defaultValue: 'Ada' }),
        block('f1', 'Form:Input', { name: 'doc', type: 'file', defaultValue: 'ignored' }),
        block('b1', 'Form:SubmitButton'),
      ]),
    ])
    const transfer = new DataTransfer()
    transfer.items.add(new File(['hello'], 'a.txt', { type: 'text/plain' }))
    ;(mounted.form.querySelector('[type=file]') as HTMLInputElement).files = transfer.files
    await clickSubmit(mounted.form)
    await waitUntil(() => status(mounted!.form) === 'Thanks!')
    const [post] = posts()
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(
      String(post?.headers['content-type']),
    )?.[1]
    expect(boundary).toBeDefined()
    expect(post?.body).toBe(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="name"',
        '',
        'Ada',
        `--${boundary}`,
        'Content-Disposition: form-data; name="doc"; filename="a.txt"',
        'Content-Type: text/plain',
        '',
        'hello',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    )
  })

  it('posts to the form-submit endpoint in email mode, as multipart', async () => {
    const options = { sendSubmissionsTo: 'email', sendSubmissionsToEmail: 'team+forms@example.com' }
    await submitWith(
      { ...options, name: 'Contact us', customHeaders: { 'x-site': 'a' } },
      [
        block('i1', 'Form:Input', { name: 'name', defaultValue: 'Ada' }),
        block('b1', 'Form:SubmitButton'),
      ],
      { apiHost: `${server.origin}/`, apiKey: 'pub key' },
    )
    const [post] = posts()
    expect(post?.url).toBe(
      '/api/v1/form-submit?apiKey=pub%20key&to=dGVhbStmb3Jtc0BleGFtcGxlLmNvbQ%3D%3D&name=Contact%20us',
    )
    expect(post?.query.get('to')).toBe(btoa('team+forms@example.com'))
    expect(post?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(post?.headers['x-site']).toBe('a')
    expect(post?.body).toContain('Content-Disposition: form-data; name="name"\r\n\r\nAda\r\n')
  })

  it.each([[{}], [{ sendSubmissionsToEmail: 'your@email.com' }]])(
    'refuses email mode without a real address (%j)',
    async (extra) => {
      mounted = await mountForm(
        [formWith({ sendSubmissionsTo: 'email', ...extra }, [block('b1', 'Form:SubmitButton')])],
        { apiHost: server.origin },
      )
      await clickSubmit(mounted.form)
      expect(warn).toHaveBeenCalledWith(
        '[Tessera]: Form:Form refuses to send by email: sendSubmissionsToEmail is missing or the placeholder "your@email.com"',
      )
      expect(mounted.form.getAttribute('aria-busy')).toBeNull()
      expect(server.requests).toEqual([])
    },
  )

  it('refuses email mode without an API key', async () => {
    const options = { sendSubmissionsTo: 'email', sendSubmissionsToEmail: 'a@b.test' }
    mounted = await mountForm([formWith(options, [block('b1', 'Form:SubmitButton')])], {
      apiHost: server.origin,
      apiKey: '',
    })
    await clickSubmit(mounted.form)
    expect(warn).toHaveBeenCalledWith(
      '[Tessera]: Form:Form refuses to send by email: <Content> has no apiKey',
    )
    expect(server.requests).toEqual([])
  })
})
