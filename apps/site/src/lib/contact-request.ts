import { z } from 'zod'

/**
 * The body of `POST /api/contact` (the demo's contact form, a Form:Form block in custom mode)
 * and the answers to it.
 * @module
 */

/** Largest accepted body, in bytes. */
export const MAX_CONTACT_BODY_BYTES = 16 * 1024

/** The message of a refused email address (the demo form shows it). */
export const EMAIL_ERROR_MESSAGE = 'Please check your email address'

/**
 * A contact message. `email` is required and must be an address; one containing `error` is
 * refused on purpose, so the demo can show the form's error state. Other fields are optional.
 */
export const contactSchema = z.object({
  email: z
    .string()
    .trim()
    .max(320)
    .pipe(z.email())
    .refine((email) => !email.toLowerCase().includes('error')),
  name: z.string().max(200).optional(),
  message: z.string().max(5000).optional(),
})

/** A valid contact message. */
export type ContactMessage = z.infer<typeof contactSchema>

/** An answer: status and JSON body. */
export interface ContactAnswer {
  status: 200 | 400 | 413
  body: { ok: true } | { error: { message: string } }
}

/** The answer to a body over {@link MAX_CONTACT_BODY_BYTES}. */
export const TOO_LARGE: ContactAnswer = {
  status: 413,
  body: { error: { message: 'The message is too long' } },
}

/**
 * The answer to a body (raw text): 200 `{ ok: true }`, 400 `{ error: { message } }` (the email
 * message when the email is missing or refused), 413 when it is too large.
 */
export function answerContact(text: string): ContactAnswer {
  if (new TextEncoder().encode(text).length > MAX_CONTACT_BODY_BYTES) return TOO_LARGE
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { status: 400, body: { error: { message: 'Expected a JSON body' } } }
  }
  const result = contactSchema.safeParse(json)
  if (result.success) return { status: 200, body: { ok: true } }
  const isEmail = result.error.issues.some(
    (issue) => issue.path[0] === 'email' || issue.path.length === 0,
  )
  const message = isEmail ? EMAIL_ERROR_MESSAGE : 'Please check the form'
  return { status: 400, body: { error: { message } } }
}
