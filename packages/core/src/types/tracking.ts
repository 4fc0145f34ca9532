import type { UserAttributes } from './user-attributes.ts'

export type TrackedEventType = 'impression' | 'click' | 'conversion'

/** The `data` of a tracked event, as the official SDKs send it. */
export interface TrackedEventData {
  contentId?: string
  /** Only when it differs from the content id. */
  variationId?: string
  /** Conversion value. */
  amount?: number
  metadata?: Record<string, unknown>
  /** The space's public API key. */
  ownerId: string
  userAttributes?: UserAttributes
  sessionId?: string
  visitorId?: string
  /** Click: id of the nearest block. */
  targetBuilderElement?: string
  unique?: boolean
  [key: string]: unknown
}

/** One event of `POST /api/v1/track` (`{ events: TrackedEvent[] }`). */
export interface TrackedEvent {
  type: TrackedEventType | (string & {})
  data: TrackedEventData
}
