import type { Entry } from '@tessera/core'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createContentRuntime, createContextValue } from '../context/create-context-value.ts'
import type { ContentRuntime, ContextFields } from '../context/create-context-value.ts'
import { UNLOADED_EVALUATOR } from './unloaded-evaluator.ts'
import type { CreateEvaluator } from './with-evaluator.tsx'
import { createStateStore } from '../state/create-state-store.ts'
import { getInitialState, localizedData } from './get-initial-state.ts'
import type { BuilderState } from '../types.ts'

/** Options of {@link useContentRuntime}. */
export interface ContentRuntimeOptions {
  content: Entry | null
  data: BuilderState | undefined
  locale: string | undefined
  /** The context fields for a root state (used to run `jsCode` before the first render). */
  fieldsFor: (rootState: BuilderState, runtime: ContentRuntime) => ContextFields
  /**
   * Creates the evaluator; `undefined` in the browser when the content runs no author code
   * (the evaluator is not loaded then, and anything evaluated gives undefined).
   */
  createEvaluator: CreateEvaluator | undefined
}

function contentKey(content: Entry | null): string {
  return content ? `${content.id}\u0000${content.testVariationId ?? ''}` : ''
}

/**
 * The runtime (state store, evaluator) of a content and its current root state. The state
 * starts as `getInitialState`, then `data.jsCode` runs once on it — during the first render, on
 * the server and in the browser alike, so both produce the same HTML. A different content or
 * split-test group starts over. Later `data` and `locale` props are merged into the state.
 */
export function useContentRuntime(options: ContentRuntimeOptions): {
  runtime: ContentRuntime
  rootState: BuilderState
} {
  const { content, data, locale } = options
  const key = contentKey(content)
  const create = () => {
    const store = createStateStore(getInitialState({ content, data, locale }))
    const runtime = createContentRuntime(
      store,
      options.createEvaluator ? options.createEvaluator() : UNLOADED_EVALUATOR,
    )
    const jsCode = content?.data?.jsCode
    if (typeof jsCode === 'string' && jsCode.trim() !== '') {
      createContextValue(options.fieldsFor(store.get(), runtime), runtime).runAction(jsCode)
    }
    return { key, runtime }
  }
  const [holder, setHolder] = useState(create)
  let current = holder
  if (holder.key !== key) {
    current = create()
    setHolder(current)
  }
  const { store } = current.runtime
  const rootState = useSyncExternalStore(store.subscribe, store.get, store.get)

  const seenData = useRef(data)
  useEffect(() => {
    if (seenData.current === data) return
    seenData.current = data
    if (typeof data === 'object' && data !== null) {
      store.set({ ...store.get(), ...localizedData(data, locale) })
    }
  }, [data, locale, store])
  const seenLocale = useRef(locale)
  useEffect(() => {
    if (seenLocale.current === locale) return
    seenLocale.current = locale
    if (typeof locale === 'string') store.set({ ...store.get(), locale })
  }, [locale, store])

  return { runtime: current.runtime, rootState }
}
