import { ValidationError } from '@tessera/core'
import { BUILT_IN_BLOCKS } from './built-in-blocks.ts'
import type {
  ActionDefinition,
  BlockDefinition,
  ComponentInfo,
  RegisteredBlock,
  Registry,
} from '../types.ts'
import { defineBlock } from '../blocks/define-block.ts'

/** Options of {@link createRegistry}. */
export interface RegistryOptions {
  /**
   * Registry consulted for names this one does not have (own registrations win).
   * Default: none.
   */
  parent?: Registry
  /**
   * Blocks shipped with the renderer. Default: Tessera's built-in blocks when there is no
   * `parent`, none otherwise (the parent has them).
   */
  builtIns?: readonly BlockDefinition[]
  /** Custom components registered at creation (gen-2 `customComponents`). Default: none. */
  components?: readonly BlockDefinition[]
  /** Actions registered at creation. Default: none. */
  actions?: readonly ActionDefinition[]
}

function checkAction(definition: ActionDefinition): ActionDefinition {
  if (typeof definition !== 'object' || definition === null) {
    throw new ValidationError('registerAction: expected { name, action }')
  }
  if (typeof definition.name !== 'string' || definition.name.trim() === '') {
    throw new ValidationError('registerAction: name must be a non-empty string')
  }
  if (typeof definition.action !== 'function') {
    throw new ValidationError(`registerAction: action of "${definition.name}" must be a function`)
  }
  return Object.freeze({ ...definition })
}

/**
 * Creates a registry of block types and actions. Each registry is an instance: nothing is
 * shared between registries except through `parent`.
 * @example
 * const registry = createRegistry()
 * registry.registerComponent(Hero, { name: 'Hero', inputs: [{ name: 'title', type: 'string' }] })
 * <Content registry={registry} content={entry} apiKey="..." />
 */
export function createRegistry(options: RegistryOptions = {}): Registry {
  const { parent } = options
  const components = new Map<string, RegisteredBlock>()
  const actions = new Map<string, ActionDefinition>()
  const builtIns = options.builtIns ?? (parent ? [] : BUILT_IN_BLOCKS)

  const add = (definition: BlockDefinition, builtIn: boolean) => {
    const checked = defineBlock(definition)
    components.set(checked.name, { ...checked, builtIn })
  }

  const registry: Registry = {
    registerComponent(component, info: ComponentInfo) {
      if (typeof info !== 'object' || info === null) {
        throw new ValidationError('registerComponent: expected an info object with a name')
      }
      add({ ...info, component } as BlockDefinition, false)
    },
    register: (definition) => add(definition, false),
    registerAction(definition) {
      const checked = checkAction(definition)
      actions.set(checked.name, checked)
    },
    getComponent: (name) => components.get(name) ?? parent?.getComponent(name),
    getAction: (name) => actions.get(name) ?? parent?.getAction(name),
    listComponents(listOptions = {}) {
      const includeBuiltIns = listOptions.includeBuiltIns ?? true
      const merged = new Map<string, RegisteredBlock>()
      for (const block of parent?.listComponents(listOptions) ?? []) merged.set(block.name, block)
      for (const block of components.values()) merged.set(block.name, block)
      return [...merged.values()].filter((block) => includeBuiltIns || !block.builtIn)
    },
    listActions() {
      const merged = new Map<string, ActionDefinition>()
      for (const action of parent?.listActions() ?? []) merged.set(action.name, action)
      for (const action of actions.values()) merged.set(action.name, action)
      return [...merged.values()]
    },
  }

  for (const definition of builtIns) add(definition, true)
  for (const definition of options.components ?? []) add(definition, false)
  for (const action of options.actions ?? []) registry.registerAction(action)
  return registry
}
