import type { Entry } from '@tessera/core'
import { resolveLocalizedValues } from '../pipeline/resolve-localized-values.ts'
import type { BuilderState } from '../types.ts'
import { clonePlain } from '../state/clone-plain.ts'

/** Options of {@link getInitialState}. */
export interface InitialStateOptions {
  content: Entry | null | undefined
  /** The `data` prop of `<Content>`. Default: none. */
  data?: BuilderState
  /** The `locale` prop; set as `state.locale` when given. */
  locale?: string
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The `data` prop of `<Content>` with every localized value in it resolved for `locale`
 * (`value[locale] ?? value.Default`; blocks, such as a slot's, are resolved as they render).
 */
export function localizedData(data: BuilderState, locale: string | undefined): BuilderState {
  return resolveLocalizedValues(data, locale === '' ? undefined : locale) as BuilderState
}

/**
 * The root state a content starts with (Builder gen-2):
 * `{ ...inputDefaults, ...data.state, ...props.data, locale }` — the `defaultValue` of each of
 * `data.inputs`, the content's own state, the page's data (its localized values resolved for
 * the locale, as a Symbol's instance data often holds them), and the locale when given. A deep
 * copy, so author code never changes the content or the props.
 */
export function getInitialState(options: InitialStateOptions): BuilderState {
  const data = options.content?.data
  const defaults: BuilderState = {}
  for (const input of Array.isArray(data?.inputs) ? data.inputs : []) {
    if (isObject(input) && typeof input.name === 'string' && input.defaultValue !== undefined) {
      defaults[input.name] = input.defaultValue
    }
  }
  const state: BuilderState = {
    ...defaults,
    ...(isObject(data?.state) ? data.state : {}),
    ...(isObject(options.data) ? localizedData(options.data, options.locale) : {}),
  }
  if (typeof options.locale === 'string' && options.locale !== '') state.locale = options.locale
  return clonePlain(state)
}
