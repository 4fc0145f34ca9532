import { ValidationError } from '@tessera/core'
import type { BlockDefinition } from '../types.ts'

/**
 * Checks a block type and returns it ready for a registry. Blocks are data: the renderer looks
 * them up by `name` and never branches on names.
 * @throws ValidationError when `name` is empty or `component` is not a component
 * @example
 * export const Hero = defineBlock<{ title: string }>({
 *   name: 'Hero',
 *   inputs: [{ name: 'title', type: 'string', defaultValue: 'Hello' }],
 *   component: ({ title, attributes }) => <h1 {...attributes}>{title}</h1>,
 *   noWrap: true,
 * })
 */
export function defineBlock<TOptions = Record<string, unknown>>(
  definition: BlockDefinition<TOptions>,
): BlockDefinition {
  if (typeof definition !== 'object' || definition === null) {
    throw new ValidationError('defineBlock: expected a block definition object')
  }
  if (typeof definition.name !== 'string' || definition.name.trim() === '') {
    throw new ValidationError('defineBlock: name must be a non-empty string')
  }
  const component: unknown = definition.component
  const isComponent =
    typeof component === 'function' ||
    (typeof component === 'object' && component !== null && '$$typeof' in component)
  if (!isComponent) {
    throw new ValidationError(
      `defineBlock: component of "${definition.name}" must be a React component`,
    )
  }
  // Components of every option shape live side by side in a registry.
  return Object.freeze({ ...definition }) as unknown as BlockDefinition
}
