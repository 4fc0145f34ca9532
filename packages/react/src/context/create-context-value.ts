import { LOG_PREFIX } from '@tessera/core'
import type { Evaluator } from '@tessera/core/evaluator'
import { getDefaultUserAttributes } from '@tessera/sdk/site'
import { clonePlain } from '../state/clone-plain.ts'
import type { StateStore } from '../state/create-state-store.ts'
import { setIn } from '../state/set-in.ts'
import type {
  BuilderContextValue,
  BuilderState,
  EvaluateInContextOptions,
  EventSnapshot,
} from '../types.ts'

/** The per-content machinery behind a context value. */
export interface ContentRuntime {
  store: StateStore
  evaluator: Evaluator
  warnOnce(key: string, message: string, level?: 'warn' | 'error'): void
}

/** The fields of a context value that `<Content>` supplies (the functions are derived). */
export type ContextFields = Omit<
  BuilderContextValue,
  | 'localState'
  | 'state'
  | 'setState'
  | 'evaluate'
  | 'runAction'
  | 'runRegisteredAction'
  | 'warnOnce'
  | 'withLocalState'
>

/** Creates the runtime of one `<Content>`: its state store, evaluator and log memory. */
export function createContentRuntime(store: StateStore, evaluator: Evaluator): ContentRuntime {
  const warned = new Set<string>()
  return {
    store,
    evaluator,
    warnOnce(key, message, level = 'warn') {
      if (warned.has(key)) return
      warned.add(key)
      if (level === 'error') console.error(`${LOG_PREFIX}${message}`)
      else console.warn(`${LOG_PREFIX}${message}`)
    },
  }
}

/**
 * The fields on a new object, accessors kept as accessors (`<Content>` gives `content` as a
 * getter of the latest content). Property by property: `Object.defineProperties` with every
 * descriptor made a slow (dictionary) object, costly to build and to read on every block.
 */
function copyFields(fields: ContextFields): BuilderContextValue {
  const value: Record<string, unknown> = {}
  const source = fields as unknown as Record<string, unknown>
  for (const key of Object.keys(fields)) {
    const descriptor = Object.getOwnPropertyDescriptor(fields, key)
    if (descriptor?.get) Object.defineProperty(value, key, descriptor)
    else value[key] = source[key]
  }
  return value as unknown as BuilderContextValue
}

function mergeState(root: BuilderState, local: BuilderState): BuilderState {
  return Object.keys(local).length === 0 ? root : { ...root, ...local }
}

/**
 * Builds the context value for `fields` with `localState` on top of the root state: `state`,
 * `evaluate` and `runAction` see `{ ...rootState, ...localState }`.
 */
export function createContextValue(
  fields: ContextFields,
  runtime: ContentRuntime,
  localState: BuilderState = {},
): BuilderContextValue {
  const { store, evaluator } = runtime
  const state = mergeState(fields.rootState, localState)

  const setState: BuilderContextValue['setState'] = (update) => {
    const previous = store.get()
    store.set(typeof update === 'function' ? update(previous) : { ...previous, ...update })
  }

  let actionNames: string[] | undefined
  function scopeOf(scopeState: BuilderState, event: EventSnapshot | undefined) {
    actionNames ??= fields.registry.listActions().map((action) => action.name)
    const actions: Record<string, (options?: Record<string, unknown>) => unknown> = {}
    for (const name of actionNames) {
      actions[name] = (options) => value.runRegisteredAction(name, options, event)
    }
    const builder = {
      isEditing: fields.isEditing,
      isBrowser: fields.isBrowser,
      isServer: !fields.isBrowser,
      getUserAttributes: () => ({
        ...getDefaultUserAttributes(),
        ...fields.overrideUserAttributes,
      }),
      trackConversion: (amount?: number, metadata?: Record<string, unknown>) =>
        fields.tracker?.trackConversion({
          amount,
          metadata,
          contentId: fields.content?.id,
          variationId: fields.content?.testVariationId,
        }),
    }
    // gen-2 gives author code the same facts as `Builder` too (`Builder.isBrowser`…).
    return { state: scopeState, context: fields.context, event, actions, builder, Builder: builder }
  }

  const evaluate = (code: string, options: EvaluateInContextOptions = {}): unknown => {
    const root = store.get()
    // During render the store holds the rendered state: reuse the merged object.
    const base = root === fields.rootState ? state : mergeState(root, localState)
    const scopeState = options.localState ? { ...base, ...options.localState } : base
    const result = evaluator.evaluate(code, scopeOf(scopeState, options.event))
    return result.ok ? result.value : undefined
  }

  const runAction = (code: string, options: EvaluateInContextOptions = {}): unknown => {
    const local = options.localState ? { ...localState, ...options.localState } : localState
    // Author code mutates what it is given: hand it a copy, then apply the reported writes.
    const working = clonePlain(mergeState(store.get(), local))
    const writes: Array<[string[], unknown]> = []
    // Writes of async author code after its first `await` land on their own, as they come.
    let isSettled = false
    const result = evaluator.evaluate(code, scopeOf(working, options.event), {
      onStateWrite: (path, written) => {
        if (isSettled) applyWrites([[path, written]], local)
        else writes.push([path, written])
      },
    })
    isSettled = true
    applyWrites(writes, local)
    return result.ok ? result.value : undefined
  }

  /** Applies reported writes of author code to the store (never to local state). */
  const applyWrites = (writes: Array<[string[], unknown]>, local: BuilderState): void => {
    let next = store.get()
    for (const [path, written] of writes) {
      const [head] = path
      if (head !== undefined && Object.hasOwn(local, head)) {
        runtime.warnOnce(
          `local-write:${head}`,
          `Writing to local state is not allowed ("${head}" is a repeat or block variable); write to a root state key instead`,
        )
        continue
      }
      try {
        next = setIn(next, path, written)
      } catch (error) {
        runtime.warnOnce(`write:${path.join('.')}`, `State write refused: ${String(error)}`)
      }
    }
    store.set(next)
  }

  const runRegisteredAction: BuilderContextValue['runRegisteredAction'] = (
    name,
    options = {},
    event,
  ) => {
    const action = fields.registry.getAction(name)
    if (!action) {
      console.warn(`${LOG_PREFIX}Action not found: ${name}`)
      return undefined
    }
    try {
      return action.action({
        options,
        event,
        state: store.get(),
        setState,
        builderContext: value,
      })
    } catch (error) {
      console.error(`${LOG_PREFIX}action ${name} failed:`, error)
      return undefined
    }
  }

  // The functions above read `value` only when called, after this line.
  const value = copyFields(fields)
  Object.assign(value, {
    localState,
    state,
    setState,
    evaluate,
    runAction,
    runRegisteredAction,
    warnOnce: runtime.warnOnce,
    withLocalState: (extra: BuilderState) =>
      createContextValue(fields, runtime, { ...localState, ...extra }),
  } satisfies Omit<BuilderContextValue, keyof ContextFields>)
  return value
}
