import { afterEach, describe, expect, it } from 'vitest'
import { createTrackTestHarness } from './track-harness.test-support.ts'
import type { TrackTestHarness, TrackTestHarnessOptions } from './track-harness.test-support.ts'

let harness: TrackTestHarness
async function setup(options: TrackTestHarnessOptions = {}): Promise<TrackTestHarness> {
  harness = await createTrackTestHarness({
    ...options,
    config: { formRecipients: ['team@example.com', '@corp.example'], ...options.config },
  })
  return harness
}
afterEach(() => harness.close())

const to = (address: string) => Buffer.from(address).toString('base64')

function submit(body: BodyInit, headers: Record<string, string> = {}, query?: string) {
  const params = query ?? `apiKey=pub-key&to=${to('team@example.com')}&name=Contact%20us`
  return harness.request(`/api/v1/form-submit?${params}`, { method: 'POST', body, headers })
}

async function submissions(query = '') {
  const res = await harness.request(`/api/v1/form-submissions${query}`, {
    headers: { authorization: 'Bearer priv-key' },
  })
  return {
    status: res.status,
    body: (await res.json()) as { results: Array<Record<string, unknown>> },
  }
}

describe('POST /api/v1/form-submit', () => {
  it('stores a JSON submission and answers its id', async () => {
    await setup()
    const res = await submit(JSON.stringify({ name: 'Ada', address: { city: 'London' } }), {
      'content-type': 'application/json',
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { ok: boolean; id: string }
    expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect((await submissions()).body.results).toEqual([
      {
        id: body.id,
        spaceId: harness.spaceId,
        formName: 'Contact us',
        to: 'team@example.com',
        data: { name: 'Ada', address: { city: 'London' } },
        files: [],
        createdAt: harness.clock.now,
      },
    ])
  })

  it('stores a urlencoded submission, repeated fields as arrays', async () => {
    await setup()
    const res = await submit('name=Ada&topic=a&topic=b', {
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(res.status).toBe(200)
    const [stored] = (await submissions()).body.results
    expect(stored?.['data']).toEqual({ name: 'Ada', topic: ['a', 'b'] })
  })

  it('stores a multipart submission and its files, which the private key can download', async () => {
    await setup()
    const form = new FormData()
    form.set('name', 'Ada')
    form.set('cv', new File(['hello cv'], 'cv.txt', { type: 'text/plain' }))
    form.set('empty', new File([], ''))
    expect((await submit(form)).status).toBe(200)
    const [stored] = (await submissions()).body.results
    // An unused file input arrives as an empty field (filename=""), as browsers send it.
    expect(stored?.['data']).toEqual({ name: 'Ada', empty: '' })
    const files = stored?.['files'] as Array<{ assetId: string }>
    expect(files).toEqual([
      {
        field: 'cv',
        filename: 'cv.txt',
        contentType: 'text/plain',
        size: 8,
        assetId: expect.any(String),
      },
    ])
    const path = `/api/v1/form-files/${files[0]?.assetId}`
    const file = await harness.request(path, { headers: { authorization: 'Bearer priv-key' } })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('text/plain')
    expect(file.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''cv.txt")
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await file.text()).toBe('hello cv')
    expect((await harness.request(`${path}?apiKey=pub-key`)).status).toBe(403)
    const missing = await harness.request('/api/v1/form-files/nope', {
      headers: { authorization: 'Bearer priv-key' },
    })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'File not found' },
    })
  })

  it('keeps a submitted file claiming an image type out of the public image route', async () => {
    await setup()
    const form = new FormData()
    form.set(
      'photo',
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'p.svg', { type: 'image/svg+xml' }),
    )
    expect((await submit(form)).status).toBe(200)
    const [stored] = (await submissions()).body.results
    const [file] = stored?.['files'] as Array<{ assetId: string }>
    const image = await harness.request(
      `/api/v1/image/assets%2F${harness.spaceId}%2F${file?.assetId}`,
    )
    expect(image.status).toBe(404)
  })

  it('refuses a recipient that is not allowed for the space (no open relay)', async () => {
    await setup()
    const res = await submit(
      '{}',
      { 'content-type': 'application/json' },
      `apiKey=pub-key&to=${to('victim@elsewhere.example')}`,
    )
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      error: {
        code: 'RECIPIENT_NOT_ALLOWED',
        message: 'Recipient "victim@elsewhere.example" is not allowed for this space',
      },
    })
    expect((await submissions()).body.results).toEqual([])
  })

  it('refuses every recipient when none is configured', async () => {
    harness = await createTrackTestHarness()
    const res = await submit('{}', { 'content-type': 'application/json' })
    expect(res.status).toBe(403)
  })

  it('allows addresses of an @domain pattern and stores without to when none is given', async () => {
    await setup()
    const json = { 'content-type': 'application/json' }
    expect((await submit('{}', json, `apiKey=pub-key&to=${to('sales@corp.example')}`)).status).toBe(
      200,
    )
    harness.clock.now += 1000
    expect((await submit('{}', json, 'apiKey=pub-key')).status).toBe(200)
    const results = (await submissions()).body.results
    expect(results.map((row) => [row['to'], row['formName']])).toEqual([
      [null, 'Form'],
      ['sales@corp.example', 'Form'],
    ])
  })

  it('answers 400 for a bad to, a bad name or a JSON body that is not an object', async () => {
    await setup()
    const json = { 'content-type': 'application/json' }
    const badTo = await submit('{}', json, 'apiKey=pub-key&to=%%%')
    expect(await badTo.json()).toEqual({
      error: {
        code: 'INVALID_PARAMETER',
        message: 'Invalid "to": expected a base64-encoded email address',
      },
    })
    const badName = await submit('{}', json, `apiKey=pub-key&name=${'n'.repeat(201)}`)
    expect(await badName.json()).toEqual({
      error: { code: 'INVALID_PARAMETER', message: 'Invalid name: at most 200 characters' },
    })
    const array = await submit('[1]', json)
    expect(array.status).toBe(400)
    expect(await array.json()).toEqual({
      error: { code: 'INVALID_BODY', message: 'A JSON submission must be an object' },
    })
    expect((await submit('{', json)).status).toBe(400)
  })

  it('answers 415 for other content types', async () => {
    await setup()
    const res = await submit('hi', { 'content-type': 'text/plain' })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message:
          'Unsupported content type "text/plain": send JSON, multipart/form-data or application/x-www-form-urlencoded',
      },
    })
  })

  it('answers 413 for a JSON body over maxBodyBytes and files over maxUploadBytes', async () => {
    await setup({ config: { maxBodyBytes: 100, maxUploadBytes: 1000 } })
    const big = JSON.stringify({ text: 'x'.repeat(200) })
    expect((await submit(big, { 'content-type': 'application/json' })).status).toBe(413)
    const small = new FormData()
    small.set('cv', new File(['x'.repeat(500)], 'cv.txt'))
    expect((await submit(small)).status).toBe(200)
    const large = new FormData()
    large.set('cv', new File(['x'.repeat(2000)], 'cv.txt'))
    const res = await submit(large)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is larger than 1000 bytes' },
    })
  })

  it('needs a key', async () => {
    await setup()
    const res = await submit(
      '{}',
      { 'content-type': 'application/json' },
      `to=${to('team@example.com')}`,
    )
    expect(res.status).toBe(401)
  })
})

describe('GET /api/v1/form-submissions', () => {
  it('lists newest first with limit and offset, private key only', async () => {
    await setup()
    for (const name of ['a', 'b', 'c']) {
      await submit(JSON.stringify({ name }), { 'content-type': 'application/json' })
      harness.clock.now += 1000
    }
    const page = await submissions('?limit=1&offset=1')
    expect(page.body.results.map((row) => row['data'])).toEqual([{ name: 'b' }])
    expect((await submissions('?limit=0')).status).toBe(400)
    const publicRes = await harness.request('/api/v1/form-submissions?apiKey=pub-key')
    expect(publicRes.status).toBe(403)
  })
})
