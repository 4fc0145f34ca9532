/** Events offered for actions (`actions.<event>`; `click` runs on click). */
export const ACTION_EVENTS = [
  'click',
  'submit',
  'change',
  'input',
  'focus',
  'blur',
  'keydown',
  'mouseenter',
  'mouseleave',
] as const

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype'])
const PATH = /^[A-Za-z_$][\w$]*(\.[\w$]+)*$/

/** Bindings the Visibility fields own (`bindings.show`, `bindings.hide`). */
export const VISIBILITY_KEYS: ReadonlySet<string> = new Set(['show', 'hide'])

/**
 * Why `path` cannot be a new binding of a block that has the bindings `existing`, or
 * `undefined`: a dotted path (`component.options.text`, `style.color`, `properties.href`), not
 * `show` / `hide` (set under Visibility), not bound already.
 */
export function bindingPathError(path: string, existing: Readonly<Record<string, unknown>>) {
  if (path === '') return 'Name the property to bind (e.g. component.options.text)'
  if (!PATH.test(path)) return 'A property path is names joined by dots (style.color)'
  if (path.split('.').some((part) => FORBIDDEN.has(part))) return `"${path}" cannot be bound`
  if (VISIBILITY_KEYS.has(path)) return 'Set show and hide under Visibility'
  if (Object.hasOwn(existing, path)) return `${path} is bound already`
  return undefined
}

/** The paths a binding is usually set on, for the suggestions of the path field. */
export function bindingSuggestions(inputNames: readonly string[]): string[] {
  return [
    ...inputNames.map((name) => `component.options.${name}`),
    'properties.href',
    'properties.class',
    'style.color',
    'style.backgroundColor',
    'style.display',
  ]
}
