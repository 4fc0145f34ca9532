/**
 * The `builder-path` of a block list: `this.x` → `x`, anything else → `component.options.x`
 * (the list is an option of the parent block). Undefined for no path.
 * @example normalizeDataPath('columns.0.blocks') // 'component.options.columns.0.blocks'
 */
export function normalizeDataPath(path: string | undefined): string | undefined {
  if (typeof path !== 'string' || path === '') return undefined
  if (path.startsWith('this.')) return path.slice('this.'.length)
  if (path.startsWith('component.options.')) return path
  return `component.options.${path}`
}
