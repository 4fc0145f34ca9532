import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import { createTrackTestHarness } from './track-harness.test-support.ts'
import type { TrackTestHarness } from './track-harness.test-support.ts'

interface ReceivedMail {
  from: string | undefined
  to: string[]
  raw: string
}

/** A real SMTP server on 127.0.0.1 that keeps every mail (no auth, no TLS). */
async function startSmtpServer(options: { refuse?: boolean } = {}) {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (options.refuse) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
          return
        }
        const from = session.envelope.mailFrom
        mails.push({
          from: from === false ? undefined : from.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let harness: TrackTestHarness
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined
afterEach(async () => {
  await harness.close()
  await smtp?.close()
  smtp = undefined
})

const toTeam = Buffer.from('team@example.com').toString('base64')

async function setup(smtpUrl: string): Promise<void> {
  harness = await createTrackTestHarness({
    config: { smtpUrl, formRecipients: ['team@example.com'] },
  })
}

describe('form submission mail', () => {
  it('mails the fields and files to the recipient through a real SMTP server', async () => {
    smtp = await startSmtpServer()
    await setup(`smtp://127.0.0.1:${smtp.port}?from=forms%40site.example`)
    const form = new FormData()
    form.set('name', 'Ada Lovelace')
    form.set('email', 'ada@example.org')
    form.set('message', 'Hello\nthere')
    form.set('cv', new File(['cv bytes'], 'cv.txt', { type: 'text/plain' }))
    const res = await harness.request(
      `/api/v1/form-submit?apiKey=pub-key&to=${toTeam}&name=Contact%20us`,
      { method: 'POST', body: form },
    )
    expect(res.status).toBe(200)
    expect(smtp.mails).toHaveLength(1)
    const [mail] = smtp.mails
    expect(mail?.from).toBe('forms@site.example')
    expect(mail?.to).toEqual(['team@example.com'])
    const raw = mail?.raw ?? ''
    expect(raw).toContain('Subject: New submission: Contact us')
    expect(raw).toContain('Reply-To: ada@example.org')
    expect(raw).toContain('New submission of the form "Contact us"')
    expect(raw).toContain('name: Ada Lovelace')
    expect(raw).toContain('email: ada@example.org')
    expect(raw).toContain('message: Hello\r\n  there')
    expect(raw).toContain('- cv: cv.txt (text/plain, 8 bytes)')
    expect(raw).toMatch(/Content-Disposition: attachment; filename=cv\.txt/)
    expect(raw).toContain(Buffer.from('cv bytes').toString('base64'))
  })

  it('sends nothing when the submission has no recipient', async () => {
    smtp = await startSmtpServer()
    await setup(`smtp://127.0.0.1:${smtp.port}`)
    const res = await harness.request('/api/v1/form-submit?apiKey=pub-key', {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(200)
    expect(smtp.mails).toEqual([])
  })

  it('logs a refused mail and still stores the submission', async () => {
    smtp = await startSmtpServer({ refuse: true })
    await setup(`smtp://127.0.0.1:${smtp.port}`)
    const res = await harness.request(`/api/v1/form-submit?apiKey=pub-key&to=${toTeam}`, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(200)
    const { id } = (await res.json()) as { id: string }
    expect(harness.logs).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'form submission mail failed',
        submissionId: id,
        form: 'Form',
        error: expect.stringContaining('Mailbox unavailable'),
      }),
    )
    const stored = await harness.store.listSubmissions({ spaceId: harness.spaceId })
    expect(stored.map((row) => row.id)).toEqual([id])
  })
})
