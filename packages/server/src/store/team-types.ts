/**
 * The team part of the storage contract: the audit log, removing users and revoking API keys.
 * @module
 */

/** One line of the audit log: who did what to what, when. */
export interface AuditRecord {
  id: string
  spaceId: string
  /** Epoch ms. */
  at: number
  /** The account's email, or `private key "<name>"`. */
  actor: string
  /** `entry.update`, `entry.publish`, `entry.delete`, `user.invite`, `key.revoke`… */
  action: string
  /** What it was done to: `page/<id>`, an email, a key's name. */
  target: string
  details: Record<string, unknown>
}

export interface AppendAuditArgs {
  spaceId: string
  actor: string
  action: string
  target: string
  details?: Record<string, unknown>
}

export interface ListAuditArgs {
  spaceId: string
  /** Default 50. */
  limit?: number
  offset?: number
  /** Only lines whose action starts with this (`entry.`, `user.invite`). */
  action?: string
  /** Only lines of this actor. */
  actor?: string
  /** Epoch ms, inclusive. */
  from?: number
  /** Epoch ms, exclusive. */
  to?: number
}

/** The team operations of a `ContentStore`. */
export interface TeamStore {
  appendAudit(args: AppendAuditArgs): Promise<AuditRecord>
  /** Newest first. */
  listAudit(args: ListAuditArgs): Promise<AuditRecord[]>
  /** Deletes a user with their sessions and links; false when there was none. */
  deleteUser(args: { id: string }): Promise<boolean>
  /**
   * Deletes an API key of a space (it stops working; other instances hear of it through
   * `onChange`, to drop their key caches); false when the space has no such key.
   */
  revokeApiKey(args: { spaceId: string; key: string }): Promise<boolean>
}
