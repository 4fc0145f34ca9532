import { createElement } from 'react'
import type { ComponentType } from 'react'

/**
 * The component content refers to for one that may come from a chunk: `loaded` when it is
 * already there (servers, tests, bundled code), else a stand-in named `name` that renders the
 * real one as `useComponent` gives it (suspending until its chunk has loaded; React keeps the
 * server HTML meanwhile). The stand-in adds no element.
 */
export function chunkStandIn(
  name: string,
  loaded: unknown,
  useComponent: () => unknown,
): ComponentType<Record<string, unknown>> {
  if (loaded) return loaded as ComponentType<Record<string, unknown>>
  function ChunkStandIn(props: Record<string, unknown>) {
    return createElement(useComponent() as ComponentType<Record<string, unknown>>, props)
  }
  ChunkStandIn.displayName = name
  return ChunkStandIn
}
