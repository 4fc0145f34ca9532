import { EvaluationError } from '@tessera/core'
import type { Evaluator } from '@tessera/core/evaluator'

/** The message of the error every evaluation gives when the evaluator is not loaded. */
const UNLOADED_EVALUATOR_MESSAGE = 'The evaluator is not loaded: this content has no code'

/**
 * Stands in for the evaluator in the browser build when the content has no code (its chunk is
 * then not loaded): every evaluation fails with {@link UNLOADED_EVALUATOR_MESSAGE}.
 */
export const UNLOADED_EVALUATOR: Evaluator = {
  evaluate: (code) => ({
    ok: false,
    error: new EvaluationError(UNLOADED_EVALUATOR_MESSAGE, { source: code }),
  }),
}
