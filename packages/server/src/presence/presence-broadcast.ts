import { z } from 'zod'
import type { ContentStore } from '../store/types.ts'
import type { Announcement, PresenceRegistry } from './presence-registry.ts'

/** The topic of presence broadcasts (other topics share the channel). */
const TOPIC = 'presence'

const text = z.string().max(500)
const message = z.discriminatedUnion('kind', [
  z.object({
    topic: z.literal(TOPIC),
    kind: z.literal('announce'),
    room: text,
    who: z.object({
      clientId: text,
      userId: text,
      name: text,
      email: text,
      blockId: text.nullable(),
    }),
  }),
  z.object({
    topic: z.literal(TOPIC),
    kind: z.literal('leave'),
    room: text,
    clientId: text,
    userId: text,
  }),
])

/**
 * Presence shared by every service instance on the database: each heartbeat and leave is
 * recorded here at once and broadcast (`store.broadcast`: NOTIFY on PostgreSQL, in-process on
 * SQLite); every instance records what it hears in its own registry, stamped with its own
 * clock, so an author on one instance sees the authors and soft locks of the others within
 * a heartbeat. A lost broadcast is made good by the next heartbeat (every 2 s).
 */
export class SharedPresence {
  private readonly stop: () => void

  constructor(
    private readonly store: Pick<ContentStore, 'broadcast' | 'onBroadcast'>,
    readonly registry: PresenceRegistry,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.stop = store.onBroadcast((value) => this.hear(value))
  }

  /** Records a heartbeat here and tells the other instances; returns the others in the room. */
  announce(room: string, who: Announcement): ReturnType<PresenceRegistry['announce']> {
    const others = this.registry.announce(room, who)
    this.send({ topic: TOPIC, kind: 'announce', room, who })
    return others
  }

  leave(room: string, clientId: string, userId: string): void {
    this.registry.leave(room, clientId, userId)
    this.send({ topic: TOPIC, kind: 'leave', room, clientId, userId })
  }

  close(): void {
    this.stop()
  }

  private send(value: z.infer<typeof message>): void {
    this.store.broadcast(value).catch(this.onError)
  }

  private hear(value: unknown): void {
    const parsed = message.safeParse(value)
    if (!parsed.success) return
    const event = parsed.data
    if (event.kind === 'announce') this.registry.announce(event.room, event.who)
    else this.registry.leave(event.room, event.clientId, event.userId)
  }
}
