import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import type { TestDatabase } from '../store/databases.test-support.ts'
import type { SubmissionRecord } from '../store/types.ts'
import { signedInHeaders } from './signed-in.test-support.ts'
import { createServiceTestHarness } from './service-harness.test-support.ts'
import type { ServiceTestHarness } from './service-harness.test-support.ts'

const KEY = { authorization: 'Bearer priv-key' }

describe.each(TEST_DATABASES.map((db) => [db.name, db] as const))(
  'form submissions per form (%s)',
  (_name, db: TestDatabase) => {
    let h: ServiceTestHarness
    beforeEach(async () => {
      h = await createServiceTestHarness(db)
    })
    afterEach(() => h.close())

    const submit = async (name: string, fields: Record<string, string | File>) => {
      const form = new FormData()
      for (const [key, value] of Object.entries(fields)) form.set(key, value)
      const response = await h.get(
        `/api/v1/form-submit?apiKey=pub-key&name=${encodeURIComponent(name)}`,
        { method: 'POST', body: form },
      )
      expect(response.status).toBe(200)
      h.clock.now += 1000
      return ((await response.json()) as { id: string }).id
    }

    it('lists forms, one form’s submissions with a search, and one submission', async () => {
      const ada = await submit('Contact', { name: 'Ada', message: 'Hello, world' })
      const alan = await submit('Contact', { name: 'Alan', message: 'Bonjour' })
      await submit('Newsletter', { email: 'ada@example.com' })
      const viewer = await signedInHeaders(h, 'viewer')
      const forms = await h.get('/api/v1/forms', { headers: viewer })
      expect(forms.status).toBe(200)
      expect(await forms.json()).toEqual({
        results: [
          { formName: 'Contact', submissions: 2, lastSubmittedAt: expect.any(Number) },
          { formName: 'Newsletter', submissions: 1, lastSubmittedAt: expect.any(Number) },
        ],
      })
      const list = async (query: string) => {
        const response = await h.get(`/api/v1/form-submissions${query}`, { headers: KEY })
        expect(response.status).toBe(200)
        return ((await response.json()) as { results: SubmissionRecord[] }).results.map((s) => s.id)
      }
      expect(await list('?form=Contact')).toEqual([alan, ada])
      expect(await list('?form=Contact&search=HELLO')).toEqual([ada])
      const one = await h.get(`/api/v1/form-submissions/${ada}`, { headers: viewer })
      expect(await one.json()).toMatchObject({
        id: ada,
        formName: 'Contact',
        data: { name: 'Ada' },
      })
      expect((await h.get('/api/v1/form-submissions/nope', { headers: KEY })).status).toBe(404)
      expect((await h.get('/api/v1/forms?apiKey=pub-key')).status).toBe(403)
      expect((await h.get('/api/v1/forms')).status).toBe(401)
    })

    it('exports a form as CSV, quoted and guarded against formulas, with its files', async () => {
      const id = await submit('Contact', {
        name: '=HYPERLINK("http://evil")',
        message: 'Line one\nline "two", three',
        cv: new File(['%PDF-1'], 'cv.pdf', { type: 'application/pdf' }),
      })
      await submit('Other', { name: 'Not exported' })
      const response = await h.get('/api/v1/form-submissions.csv?form=Contact', { headers: KEY })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="Contact-submissions.csv"',
      )
      const submission = (await (
        await h.get(`/api/v1/form-submissions/${id}`, { headers: KEY })
      ).json()) as SubmissionRecord
      const fileId = submission.files[0]?.assetId
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
      expect(text).toBe(
        '\uFEFFSubmitted at,Form,name,message,Files\r\n' +
          `${new Date(submission.createdAt).toISOString()},Contact,` +
          // Multipart form bodies send line breaks as CRLF.
          `"'=HYPERLINK(""http://evil"")","Line one\r\nline ""two"", three",` +
          `cv.pdf <http://localhost/api/v1/form-files/${fileId}>\r\n`,
      )
      const file = await h.get(`/api/v1/form-files/${fileId}`, { headers: KEY })
      expect(await file.text()).toBe('%PDF-1')
      const tooLong = await h.get(`/api/v1/form-submissions.csv?form=${'x'.repeat(201)}`, {
        headers: KEY,
      })
      expect(tooLong.status).toBe(400)
    })
  },
)
