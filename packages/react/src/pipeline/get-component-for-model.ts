import type { RegisteredBlock, Registry } from '../types.ts'

/**
 * The registration of the component `name` for content of `model`: none when the component is
 * registered for certain models only (`models: [...]`, not empty) and `model` is not one of
 * them. Such a block then renders as a missing component: nothing outside the editor.
 * @example
 * registry.register({ name: 'Hero', models: ['page'], component: Hero })
 * getComponentForModel(registry, 'Hero', 'blog-post') // undefined
 */
export function getComponentForModel(
  registry: Registry,
  name: string,
  model: string,
): RegisteredBlock | undefined {
  const definition = registry.getComponent(name)
  const models = definition?.models
  if (!Array.isArray(models) || models.length === 0) return definition
  return models.includes(model) ? definition : undefined
}
