/**
 * @tessera/core/evaluator — the safe expression evaluator of content code (bindings, actions,
 * `jsCode`, `{{expr}}` text). A subpath of its own so that browser bundles can load it lazily,
 * only for content that has code.
 * @module
 */
export {
  createEvaluator,
  DEFAULT_MAX_STEPS,
  DEFAULT_MAX_DEPTH,
  DEFAULT_CACHE_SIZE,
} from './evaluator.ts'
export type { Evaluator, EvaluatorOptions, EvaluateOptions, EvaluateResult } from './evaluator.ts'
export type { StateWriteHook } from './run-context.ts'
export { interpolateText } from './interpolate-text.ts'
export { codeSyntaxError } from './check-code.ts'
