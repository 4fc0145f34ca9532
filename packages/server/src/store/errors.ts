import { HttpError } from '@tessera/core'

/** The entry (or space, model, revision) does not exist. Maps to 404. */
export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, 'NOT_FOUND', message)
  }
}

/** A write based on a stale revision, or a duplicate id. Maps to 409; nothing was written. */
export class ConflictError extends HttpError {
  /** The current revision, when the conflict is about revisions. */
  readonly currentRevision: number | undefined

  constructor(message: string, currentRevision?: number) {
    super(409, 'CONFLICT', message)
    this.currentRevision = currentRevision
  }
}
