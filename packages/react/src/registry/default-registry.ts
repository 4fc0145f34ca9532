import type { ActionDefinition, BlockComponentProps, ComponentInfo, Registry } from '../types.ts'
import type { ComponentType } from 'react'
import { createRegistry } from './create-registry.ts'

/**
 * The registry `<Content>` uses when no `registry` prop is given: the built-in blocks plus
 * whatever `registerComponent` / `registerAction` add.
 *
 * Trade-off: it is created once per import of the package, so registrations are shared by
 * every `<Content>` of the process (on a server, by every request). Register at start-up, not
 * per request; for isolation (tests, several sites in one process) create a registry with
 * `createRegistry()` and pass it as `registry`, or pass `customComponents`.
 */
export const defaultRegistry: Registry = createRegistry()

/**
 * Registers a component in the {@link defaultRegistry} (Builder's `registerComponent`).
 * @example
 * registerComponent(Hero, { name: 'Hero', inputs: [{ name: 'title', type: 'string' }] })
 */
export function registerComponent<TOptions>(
  component: ComponentType<TOptions & BlockComponentProps>,
  info: ComponentInfo,
): void {
  defaultRegistry.registerComponent(component, info)
}

/**
 * Registers an action in the {@link defaultRegistry}. Content runs it from a block action
 * `{ "@type": "@tessera/action", "action": "<name>", "options": {...} }` or from code as
 * `actions.<name>(options)`.
 */
export function registerAction(definition: ActionDefinition): void {
  defaultRegistry.registerAction(definition)
}
