/**
 * Child process of {@link startLoadClient}: runs each `LoadSpec` it is sent with `runLoad` and
 * answers with the result, so that the load is generated on another core than the server's.
 * Exits when its parent disconnects.
 * @module
 */
import { runLoad } from './load-generator.ts'
import type { LoadSpec } from './load-generator.ts'

/** A message from the parent. */
export interface LoadRequest {
  id: number
  spec: LoadSpec
}

/** The answer to a {@link LoadRequest}. */
export type LoadReply =
  | { id: number; ok: true; result: Awaited<ReturnType<typeof runLoad>> }
  | { id: number; ok: false; error: string }

process.on('message', (message: LoadRequest) => {
  runLoad(message.spec).then(
    (result) => process.send?.({ id: message.id, ok: true, result } satisfies LoadReply),
    (error: unknown) =>
      process.send?.({
        id: message.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies LoadReply),
  )
})
process.on('disconnect', () => process.exit(0))
