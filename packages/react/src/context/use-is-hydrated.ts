import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}
const onClient = () => true
const onServer = () => false

/**
 * `false` on the server and while hydrating server HTML, `true` afterwards and in client-only
 * renders. Whatever depends on the browser reads it so server and client HTML match.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer)
}
