import { trackedImport } from './tracked-import.ts'
import type { TrackedPromise } from './tracked-import.ts'
import { useLoaded } from './use-loaded.ts'

/** The loads of components that come from chunks, by name (see {@link createChunkLoads}). */
export interface ChunkLoads<TName extends string, TComponent> {
  /** Starts the load of `name`'s chunk once (again after a failed load); its promise. */
  load(name: TName): TrackedPromise<TComponent>
  /** `name`'s component once its chunk has loaded, else `undefined`. */
  loaded(name: TName): TComponent | undefined
  /** Makes `component` the loaded one for `name` (bundled code): it never waits. */
  provide(name: TName, component: TComponent): void
}

/**
 * Loads components by name, each with its `import()` from `imports`, at most once per name
 * (a failed load is forgotten, so the next render tries again): what the browser loaders of
 * the widget and block chunks share.
 */
export function createChunkLoads<TName extends string, TComponent>(
  imports: Readonly<Record<TName, () => Promise<TComponent>>>,
): ChunkLoads<TName, TComponent> {
  const loads = new Map<TName, TrackedPromise<TComponent>>()
  return {
    load(name) {
      let promise = loads.get(name)
      if (!promise) {
        promise = trackedImport(imports[name], () => loads.delete(name))
        loads.set(name, promise)
      }
      return promise
    },
    loaded: (name) => loads.get(name)?.value,
    provide(name, component) {
      const provided: TrackedPromise<TComponent> = Promise.resolve(component)
      provided.status = 'fulfilled'
      provided.value = component
      loads.set(name, provided)
    },
  }
}

/** The load of one chunk's module (see {@link createChunkLoad}). */
export interface ChunkLoad<T> {
  /** Starts the load once (again after a failed load); its promise. */
  load(): Promise<T>
  /** The module once its chunk has loaded, else `undefined`. */
  loaded(): T | undefined
  /** The module, in a component's render: suspends until its chunk has loaded (`use()`). */
  use(): T
  /** Makes `value` (bundled code) the loaded module: nothing waits for the chunk. */
  provide(value: T): void
}

/** Loads one chunk with `load` (its `import()`), as {@link createChunkLoads} does by name. */
export function createChunkLoad<T>(load: () => Promise<T>): ChunkLoad<T> {
  const loads = createChunkLoads({ chunk: load })
  return {
    load: () => loads.load('chunk'),
    loaded: () => loads.loaded('chunk'),
    use: () => useLoaded(loads.load('chunk')),
    provide: (value) => loads.provide('chunk', value),
  }
}
