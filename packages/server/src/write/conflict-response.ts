import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { ConflictError } from '../store/errors.ts'

/** The body of a 409 about a stale revision. */
export interface ConflictBody {
  error: { code: 'CONFLICT'; message: string; currentRevision: number }
  /** A merging save (`?merge=blocks`): the blocks both changed (`''`: the entry's fields). */
  blocks?: string[]
}

/**
 * Runs a write; a stale-revision `ConflictError` becomes 409
 * `{ error: { code: 'CONFLICT', message: 'Entry <id> has changed (revision N); reload and
 * retry', currentRevision: N } }`. Other errors (a duplicate id among them) go to the app's
 * error handler.
 */
export async function withConflictResponse(
  c: Context<AppEnv>,
  id: string,
  run: () => Promise<Response>,
): Promise<Response> {
  try {
    return await run()
  } catch (error: unknown) {
    if (!(error instanceof ConflictError) || error.currentRevision === undefined) throw error
    const revision = error.currentRevision
    const body: ConflictBody = {
      error: {
        code: 'CONFLICT',
        message: `Entry ${id} has changed (revision ${revision}); reload and retry`,
        currentRevision: revision,
      },
      ...('ids' in error && Array.isArray(error.ids)
        ? { blocks: [...(error.ids as string[])] }
        : {}),
    }
    return c.json(body, 409)
  }
}
