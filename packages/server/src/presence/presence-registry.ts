import { presenceColour } from './presence-colour.ts'

/** How long an author stays present without a heartbeat (the editor sends one every 2 s). */
export const PRESENCE_TTL_MS = 8000

/** An author with a page open in one editor tab. */
export interface PresenceMember {
  /** The editor tab (a random id the editor makes per open page). */
  clientId: string
  userId: string
  name: string
  email: string
  /** The author's colour (see `presence-colour.ts`). */
  colour: string
  /** The block the author has selected or is typing in: locked (softly) for the others. */
  blockId: string | null
  /** When the author was last heard of (epoch ms). */
  seenAt: number
}

/** What an editor tab says when it announces itself. */
export type Announcement = Omit<PresenceMember, 'colour' | 'seenAt'>

/**
 * Who has which page open, kept in the memory of this service process (the authors of other
 * instances on the database are recorded too: see `presence-broadcast.ts`). A room is one
 * entry (`space/model/id`); a member is one editor tab. Members not heard of for `ttlMs` are
 * gone; empty rooms are forgotten.
 */
export class PresenceRegistry {
  private readonly rooms = new Map<string, Map<string, PresenceMember>>()
  private lastSweep = 0

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = PRESENCE_TTL_MS,
  ) {}

  /** Records a heartbeat of a tab; returns the others in the room (in a stable order). */
  announce(room: string, who: Announcement): PresenceMember[] {
    this.sweep()
    let members = this.rooms.get(room)
    if (!members) this.rooms.set(room, (members = new Map()))
    members.set(who.clientId, { ...who, colour: presenceColour(who.userId), seenAt: this.now() })
    return this.others(room, who.clientId)
  }

  /** The tab closed the page. Only the user who announced the tab can take it away. */
  leave(room: string, clientId: string, userId: string): void {
    const members = this.rooms.get(room)
    if (members?.get(clientId)?.userId !== userId) return
    members.delete(clientId)
    if (members.size === 0) this.rooms.delete(room)
  }

  /** The live members of a room but `clientId`. */
  others(room: string, clientId?: string): PresenceMember[] {
    const live = this.now() - this.ttlMs
    return [...(this.rooms.get(room)?.values() ?? [])]
      .filter((member) => member.clientId !== clientId && member.seenAt >= live)
      .sort((a, b) => a.clientId.localeCompare(b.clientId))
  }

  /** How many rooms are kept (tests check that they are forgotten). */
  get roomCount(): number {
    return this.rooms.size
  }

  /** Drops members not heard of in time, at most once per TTL. */
  private sweep(): void {
    const now = this.now()
    if (now - this.lastSweep < this.ttlMs) return
    this.lastSweep = now
    for (const [room, members] of this.rooms) {
      for (const [id, member] of members) {
        if (member.seenAt < now - this.ttlMs) members.delete(id)
      }
      if (members.size === 0) this.rooms.delete(room)
    }
  }
}
