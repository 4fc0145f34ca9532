import type { BuilderContextValue, RegisteredBlock } from '../types.ts'
import type { ProcessBlockOptions } from './process-block.ts'

/** What `processBlock` needs from the context (callbacks assigned, not named: no closures kept). */
export function processOptions(
  context: BuilderContextValue,
  definition: RegisteredBlock | undefined,
): ProcessBlockOptions {
  const locale = typeof context.state.locale === 'string' ? context.state.locale : context.locale
  const options: ProcessBlockOptions = {
    evaluate: context.evaluate,
    locale,
    interpolatedOptions: definition?.interpolatedOptions,
  }
  options.onMissingLocale = () =>
    context.warnOnce('missing-locale', 'Localized value found but no locale is set; using Default')
  options.onInvalidBinding = (path: string) =>
    context.warnOnce(`binding:${path}`, `Binding "${path}" refused: the path is not allowed`)
  return options
}
