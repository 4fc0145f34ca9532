import { afterEach, describe, expect, it } from 'vitest'
import { FORM_QUOTA_DEFAULTS } from '../forms/form-quota-config.ts'
import type { FormQuotaConfig } from '../forms/form-quota-config.ts'
import { createTrackTestHarness } from './track-harness.test-support.ts'
import type { TrackTestHarness } from './track-harness.test-support.ts'

// Issue 16, item 4: 20 × 9.5 MB multipart submissions with the public key were all stored
// (200 MB in 13 s). Now a quota per client and per space, and a storage cap.

const MB = 1024 * 1024
let harness: TrackTestHarness

async function setup(quota: Partial<FormQuotaConfig> = {}): Promise<void> {
  harness = await createTrackTestHarness({
    config: { formQuota: { ...FORM_QUOTA_DEFAULTS, ...quota } },
  })
}
afterEach(() => harness.close())

function submit(options: { from?: string; fileBytes?: number; field?: string } = {}) {
  const form = new FormData()
  form.set('message', options.field ?? 'hello')
  if (options.fileBytes) form.set('upload', new Blob([new Uint8Array(options.fileBytes)]), 'a.bin')
  return harness.request('/api/v1/form-submit?apiKey=pub-key&name=Upload', {
    method: 'POST',
    body: form,
    headers: options.from ? { 'x-forwarded-for': options.from } : {},
  })
}

async function storedCount(): Promise<number> {
  return (await harness.store.listSubmissions({ spaceId: harness.spaceId })).length
}

describe('regression 16: form submissions have a quota', () => {
  it('stores at most 50 MiB an hour from one client with the default quota', async () => {
    await setup()
    const statuses: number[] = []
    for (let index = 0; index < 20; index += 1) {
      statuses.push((await submit({ from: '7.7.7.7', fileBytes: 9.5 * MB })).status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5)
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true)
    expect(await harness.store.submissionBytes({ spaceId: harness.spaceId })).toBeLessThanOrEqual(
      50 * MB,
    )
    expect(await storedCount()).toBe(5)
  })

  it('answers 429 with Retry-After past the submissions a client may make in a minute', async () => {
    await setup({ clientPerMinute: 3 })
    for (let index = 0; index < 3; index += 1)
      expect((await submit({ from: '1.1.1.1' })).status).toBe(200)
    const refused = await submit({ from: '1.1.1.1' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('20')
    expect(await refused.json()).toEqual({
      error: {
        code: 'QUOTA_EXCEEDED',
        message: 'Too many form submissions from this address: at most 3 a minute',
      },
    })
    expect((await submit({ from: '2.2.2.2' })).status).toBe(200)
    harness.clock.now += 20_000
    expect((await submit({ from: '1.1.1.1' })).status).toBe(200)
  })

  it('limits a space whatever the addresses', async () => {
    await setup({ spacePerHour: 4 })
    const statuses = []
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await submit({ from: `3.3.3.${index}` })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
  })

  it('refuses a submission over the bytes left, storing none of its files', async () => {
    await setup({ clientBytesPerHour: 1 * MB })
    expect((await submit({ from: '4.4.4.4', fileBytes: 600_000 })).status).toBe(200)
    const refused = await submit({ from: '4.4.4.4', fileBytes: 600_000 })
    expect(refused.status).toBe(429)
    expect(await storedCount()).toBe(1)
    expect(await harness.store.submissionBytes({ spaceId: harness.spaceId })).toBeLessThan(MB)
  })

  it('stops at the storage cap until an admin raises it', async () => {
    await setup({ storageMaxBytes: 1 * MB })
    expect((await submit({ fileBytes: 700_000 })).status).toBe(200)
    const refused = await submit({ fileBytes: 700_000 })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'QUOTA_EXCEEDED',
        message: expect.stringContaining('an admin can raise TESSERA_FORM_STORAGE_MAX_BYTES'),
      },
    })
    harness.config.formQuota.storageMaxBytes = 4 * MB
    expect((await submit({ fileBytes: 700_000 })).status).toBe(200)
  })
})
