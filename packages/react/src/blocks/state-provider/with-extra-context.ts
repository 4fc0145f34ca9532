import type { BuilderContextValue } from '../../types.ts'

/**
 * A copy of `value` whose `context` has `extra` merged over it, kept by `withLocalState`
 * copies. Blocks reading `builderContext.context` (and nested contents: a Symbol passes it on)
 * see the merged object; `context` in author code evaluated by this value still sees the
 * content's own `context` prop (the evaluator's scope is fixed when `<Content>` builds it).
 */
export function withExtraContext(
  value: BuilderContextValue,
  extra: Record<string, unknown>,
): BuilderContextValue {
  if (Object.keys(extra).length === 0) return value
  return {
    ...value,
    context: { ...value.context, ...extra },
    withLocalState: (localState) => withExtraContext(value.withLocalState(localState), extra),
  }
}
