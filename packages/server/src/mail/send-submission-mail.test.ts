import { describe, expect, it } from 'vitest'
import type { SubmissionRecord } from '../store/types.ts'
import { formatSubmissionText } from './send-submission-mail.ts'

const submission: SubmissionRecord = {
  id: 'abc',
  spaceId: 's',
  formName: 'Contact\r\nBcc: x@y.z',
  to: 'team@example.com',
  data: { name: 'Ada', message: 'line 1\nline 2', tags: ['a', 'b'], agree: true },
  files: [
    { field: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', size: 3, assetId: 'f1' },
  ],
  createdAt: Date.UTC(2025, 0, 1),
}

describe('formatSubmissionText', () => {
  it('lists the fields, non-strings as JSON, and the files', () => {
    expect(formatSubmissionText(submission)).toBe(
      [
        'New submission of the form "Contact Bcc: x@y.z"',
        'Received 2025-01-01T00:00:00.000Z (id abc)',
        '',
        'name: Ada',
        'message: line 1',
        '  line 2',
        'tags: ["a","b"]',
        'agree: true',
        '',
        'Files (attached):',
        '- cv: cv.pdf (application/pdf, 3 bytes)',
        '',
      ].join('\n'),
    )
  })

  it('says when there are no fields', () => {
    expect(formatSubmissionText({ ...submission, data: {}, files: [] })).toContain('(no fields)')
  })
})
