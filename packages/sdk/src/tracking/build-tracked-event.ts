import { SDK_VERSION } from '@tessera/core'
import type { TrackedEvent, TrackedEventData, UserAttributes } from '@tessera/core'

/** What a caller gives about an event; other fields are sent as they are. */
export interface TrackData {
  contentId?: string
  /** Sent only when it differs from `contentId`. */
  variationId?: string
  /** Merged over the default metadata (`sdkVersion`, `url`). */
  metadata?: Record<string, unknown>
  /** Merged over the tracker's user attributes. */
  userAttributes?: UserAttributes
  [key: string]: unknown
}

/** What the tracker adds to every event. */
export interface TrackedEventContext {
  /** The space's public API key. */
  ownerId: string
  sessionId: string
  visitorId: string
  userAttributes?: UserAttributes | undefined
  /** The page's URL, recorded in the metadata. */
  url?: string | undefined
}

/**
 * Builds an event in the shape of Builder's gen-1 SDK: `{ type, data: { ...extra, contentId,
 * variationId, metadata: { sdkVersion, url, ...metadata }, ownerId, userAttributes, sessionId,
 * visitorId } }`. The tracker's fields win over extra fields of the same name.
 */
export function buildTrackedEvent(
  type: string,
  input: TrackData,
  context: TrackedEventContext,
): TrackedEvent {
  const { contentId, variationId, metadata, userAttributes, ...extra } = input
  const data: TrackedEventData = { ...extra, ownerId: context.ownerId }
  if (contentId !== undefined) data.contentId = contentId
  if (variationId !== undefined && variationId !== contentId) data.variationId = variationId
  data.metadata = {
    sdkVersion: SDK_VERSION,
    ...(context.url === undefined ? {} : { url: context.url }),
    ...metadata,
  }
  const attributes =
    context.userAttributes || userAttributes
      ? { ...context.userAttributes, ...userAttributes }
      : undefined
  if (attributes) data.userAttributes = attributes
  data.sessionId = context.sessionId
  data.visitorId = context.visitorId
  return { type, data }
}
