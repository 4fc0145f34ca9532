import type { ApiClient } from '../api/api-client.ts'

/** Heartbeats go this often (the service forgets a tab not heard of for 8 s). */
export const HEARTBEAT_MS = 2000

/** Another author with the page open, as the service reports them. */
export interface PresenceMember {
  clientId: string
  userId: string
  name: string
  email: string
  /** Their colour: white text on it is readable. */
  colour: string
  /** The block they are editing (softly locked for this author), or null. */
  blockId: string | null
  seenAt: number
}

/** The answer to a heartbeat. */
export interface PresenceAnswer {
  revision: number
  members: PresenceMember[]
}

const NOBODY: readonly PresenceMember[] = Object.freeze([])

/** A random id of this editor tab's visit of a page. */
function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return `tab-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * This tab's presence on a page: a heartbeat to the service every {@link HEARTBEAT_MS}, and at
 * once when the block being edited changes (`setBlock`); `members()` are the other authors on
 * the page (a new array after each change), and `onRevision` hears the page's latest revision
 * with each answer (another author saved: the editor takes their changes in). `stop()` says
 * goodbye, so the others stop seeing this author at once.
 */
export class PresenceClient {
  readonly clientId = newClientId()
  private others: readonly PresenceMember[] = NOBODY
  private blockId: string | null = null
  private timer: ReturnType<typeof setTimeout> | undefined
  private stopped = false
  private inFlight = false
  private again = false
  private readonly listeners = new Set<() => void>()

  /** Hears the page's latest revision with each answer. */
  onRevision: (revision: number) => void = () => {}

  constructor(
    private readonly api: ApiClient,
    private readonly pageId: string,
    private readonly model = 'page',
  ) {}

  private get path(): string {
    return `/api/v1/presence/${encodeURIComponent(this.model)}/${encodeURIComponent(this.pageId)}`
  }

  start(): void {
    void this.beat()
  }

  /** The block this author edits now (selected or typed in), or null. */
  setBlock(blockId: string | null): void {
    if (blockId === this.blockId) return
    this.blockId = blockId
    void this.beat()
  }

  members = (): readonly PresenceMember[] => this.others

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  stop(): void {
    this.stopped = true
    if (this.timer !== undefined) clearTimeout(this.timer)
    const query = `?clientId=${encodeURIComponent(this.clientId)}`
    this.api.request(`${this.path}${query}`, { method: 'DELETE' }).catch(() => undefined)
  }

  private async beat(): Promise<void> {
    if (this.stopped) return
    if (this.inFlight) {
      this.again = true
      return
    }
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.inFlight = true
    try {
      const answer = await this.api.json<PresenceAnswer>(this.path, {
        method: 'PUT',
        body: { clientId: this.clientId, blockId: this.blockId },
      })
      if (this.stopped) return
      this.update(answer.members)
      this.onRevision(answer.revision)
    } catch {
      // Offline for a moment: the others are not known until the next heartbeat answers.
      this.update([])
    } finally {
      this.inFlight = false
      if (!this.stopped) {
        if (this.again) {
          this.again = false
          void this.beat()
        } else {
          this.timer = setTimeout(() => void this.beat(), HEARTBEAT_MS)
        }
      }
    }
  }

  private update(members: PresenceMember[]): void {
    // A heartbeat only moves `seenAt`: nothing to show.
    const shown = (list: readonly PresenceMember[]) =>
      JSON.stringify(list.map(({ seenAt: _seenAt, ...member }) => member))
    if (shown(members) === shown(this.others)) return
    this.others = members.length === 0 ? NOBODY : members
    for (const listener of this.listeners) listener()
  }
}
