import { answerContact, MAX_CONTACT_BODY_BYTES, TOO_LARGE } from '../../../lib/contact-request.ts'
import type { ContactAnswer } from '../../../lib/contact-request.ts'

function respond(answer: ContactAnswer): Response {
  return Response.json(answer.body, {
    status: answer.status,
    headers: { 'Cache-Control': 'no-store' },
  })
}

/**
 * `POST /api/contact` (JSON): 200 `{ ok: true }` for a valid message, 400
 * `{ error: { message: 'Please check your email address' } }` when the email is missing or
 * refused, 413 for a body over 16 KiB. Other methods get Next's 405.
 */
export async function POST(request: Request): Promise<Response> {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_CONTACT_BODY_BYTES) return respond(TOO_LARGE)
  return respond(answerContact(await request.text()))
}
