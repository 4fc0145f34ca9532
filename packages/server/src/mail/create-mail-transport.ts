import { createTransport } from 'nodemailer'
import type { Transporter } from 'nodemailer'

/** Sender used when the SMTP URL names none. */
export const DEFAULT_MAIL_FROM = 'tessera@localhost'

/** An SMTP connection recipe and the sender address of our mails. */
export interface MailTransport {
  transporter: Transporter
  /** `From` of every mail (see {@link createMailTransport}). */
  from: string
  close(): void
}

/**
 * A nodemailer transport for `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…:465`).
 * The sender is the URL's `from` parameter (`smtp://host:25?from=forms%40example.com`), else
 * the user name when it is an address, else {@link DEFAULT_MAIL_FROM}. Connections time out
 * after 10 s (30 s idle), so a dead mail server cannot hold a request for long. No connection
 * is opened until the first mail.
 */
export function createMailTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl)
  const fromParam = url.searchParams.get('from')
  url.searchParams.delete('from')
  const user = decodeURIComponent(url.username)
  const from = fromParam ?? (user.includes('@') ? user : DEFAULT_MAIL_FROM)
  const transporter = createTransport(url.toString(), {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return { transporter, from, close: () => transporter.close() }
}
