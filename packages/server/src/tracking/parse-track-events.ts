import { HttpError } from '@tessera/core'
import { z } from 'zod'

/** Most events one `POST /api/v1/track` may carry. */
export const TRACK_MAX_EVENTS = 1000
/** Longest event type. */
export const TRACK_MAX_TYPE_LENGTH = 64
/** Longest id (content, variation, owner, session, visitor). */
export const TRACK_MAX_ID_LENGTH = 256
/** Largest `data` of one event, serialised as JSON, in characters. */
export const TRACK_MAX_DATA_CHARS = 16 * 1024

/** Printable text: no control characters (PostgreSQL text cannot even hold NUL). */
// eslint-disable-next-line no-control-regex
const PRINTABLE = /^[^\u0000-\u001f\u007f]*$/

const optionalId = z.string().max(TRACK_MAX_ID_LENGTH).regex(PRINTABLE).nullish()

/** One event as the official SDKs send it; unknown `data` fields are kept. */
export const trackEventSchema = z.object({
  type: z.string().min(1).max(TRACK_MAX_TYPE_LENGTH).regex(PRINTABLE),
  data: z.looseObject({
    contentId: optionalId,
    variationId: optionalId,
    ownerId: optionalId,
    sessionId: optionalId,
    visitorId: optionalId,
    amount: z.number().nullish(), // zod 4 numbers are finite: Infinity and NaN fail
    metadata: z.record(z.string(), z.unknown()).nullish(),
    userAttributes: z.record(z.string(), z.unknown()).nullish(),
  }),
})

/** A valid event (see {@link trackEventSchema}). */
export type ValidTrackEvent = z.infer<typeof trackEventSchema>

/** What {@link parseTrackEvents} found in a body. */
export interface ParsedTrackEvents {
  events: ValidTrackEvent[]
  /** Events that failed validation (dropped). */
  invalid: number
}

function invalidBody(message: string): HttpError {
  return new HttpError(400, 'INVALID_BODY', message)
}

/**
 * Validates a parsed `{ events: [...] }` body. The body's shape is strict (400
 * `INVALID_BODY` when it is not such an object, 400 `TOO_MANY_EVENTS` over
 * {@link TRACK_MAX_EVENTS}); each event is checked alone, and invalid ones are counted rather
 * than failing the request, so one bad event never loses the others.
 */
export function parseTrackEvents(body: unknown): ParsedTrackEvents {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidBody('Expected a JSON object like {"events": [...]}')
  }
  const list = (body as { events?: unknown }).events
  if (!Array.isArray(list)) throw invalidBody('Expected "events" to be an array')
  if (list.length > TRACK_MAX_EVENTS) {
    throw new HttpError(
      400,
      'TOO_MANY_EVENTS',
      `At most ${TRACK_MAX_EVENTS} events per request, got ${list.length}`,
    )
  }
  const events: ValidTrackEvent[] = []
  let invalid = 0
  for (const item of list) {
    const result = trackEventSchema.safeParse(item)
    if (result.success && JSON.stringify(result.data.data).length <= TRACK_MAX_DATA_CHARS) {
      events.push(result.data)
    } else {
      invalid += 1
    }
  }
  return { events, invalid }
}
