/**
 * `@type` of an action value that runs a registered action instead of code:
 * `{ "@type": "@tessera/action", "action": "<name>", "options": { ... } }`.
 */
export const ACTION_CALL_TYPE = '@tessera/action'

/** A block action value that calls a registered action. */
export interface ActionCall {
  '@type': typeof ACTION_CALL_TYPE
  action: string
  options?: Record<string, unknown>
}
