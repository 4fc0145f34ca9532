import { isEmailAddress } from '../forms/decode-recipient.ts'
import type { SubmissionRecord } from '../store/types.ts'
import type { MailTransport } from './create-mail-transport.ts'

/** A file to attach, with its bytes. */
export interface MailAttachment {
  filename: string
  contentType: string
  content: Uint8Array
}

export interface SendSubmissionMailArgs {
  transport: MailTransport
  /** The (already allowed) recipient. */
  to: string
  submission: SubmissionRecord
  /** The submission's files. Default none. */
  attachments?: MailAttachment[]
}

/** Drops control characters (line breaks included): for one-line texts like a subject. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
}

function formatValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return (text ?? '').replaceAll('\n', '\n  ')
}

/**
 * The plain-text body of a submission mail: a heading, one `field: value` line per field
 * (non-strings as JSON, later lines of multi-line values indented) and the list of files.
 */
export function formatSubmissionText(submission: SubmissionRecord): string {
  const lines = [
    `New submission of the form "${oneLine(submission.formName)}"`,
    `Received ${new Date(submission.createdAt).toISOString()} (id ${submission.id})`,
    '',
  ]
  const fields = Object.entries(submission.data)
  if (fields.length === 0) lines.push('(no fields)')
  for (const [name, value] of fields) lines.push(`${name}: ${formatValue(value)}`)
  if (submission.files.length > 0) {
    lines.push('', 'Files (attached):')
    for (const file of submission.files) {
      lines.push(`- ${file.field}: ${file.filename} (${file.contentType}, ${file.size} bytes)`)
    }
  }
  return `${lines.join('\n')}\n`
}

/**
 * Mails a stored submission: subject `New submission: <form name>`, the fields as text
 * ({@link formatSubmissionText}), files attached, and `Reply-To` set to the submission's
 * `email` field when that is an address. Rejects when the SMTP server refuses; the caller
 * decides what a failure means (the form route logs it).
 */
export async function sendSubmissionMail(args: SendSubmissionMailArgs): Promise<void> {
  const { submission } = args
  const email = submission.data['email']
  await args.transport.transporter.sendMail({
    from: args.transport.from,
    to: args.to,
    replyTo: typeof email === 'string' && isEmailAddress(email) ? email : undefined,
    subject: `New submission: ${oneLine(submission.formName)}`,
    text: formatSubmissionText(submission),
    attachments: (args.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.content),
    })),
    // Nothing we send names a file or URL to fetch; refuse them anyway.
    disableFileAccess: true,
    disableUrlAccess: true,
  })
}
