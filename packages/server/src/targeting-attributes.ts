import { ValidationError } from '@tessera/core'

/** A custom targeting attribute the site declares, offered by the editor's rules editor. */
export interface TargetingAttribute {
  name: string
  /** The values to choose from; free text when absent. */
  values?: string[]
}

const NAME = /^[A-Za-z_$][\w$-]{0,63}$/

/**
 * Reads `TESSERA_TARGETING_ATTRIBUTES`: comma-separated names, each optionally with its values
 * after `=`, separated by `|` — `plan=free|pro, country, loggedIn=true|false`. Throws a
 * `ValidationError` naming the bad part.
 * @example parseTargetingAttributes('plan=free|pro,country')
 * // [{ name: 'plan', values: ['free', 'pro'] }, { name: 'country' }]
 */
export function parseTargetingAttributes(text: string): TargetingAttribute[] {
  const attributes: TargetingAttribute[] = []
  for (const part of text.split(',')) {
    if (part.trim() === '') continue
    const [rawName = '', rawValues] = part.split('=', 2)
    const name = rawName.trim()
    if (!NAME.test(name)) {
      throw new ValidationError(
        `Invalid TESSERA_TARGETING_ATTRIBUTES: "${name}" is not an attribute name (a letter, "_" or "$", then letters, digits, "_", "$" or "-")`,
      )
    }
    if (attributes.some((attribute) => attribute.name === name)) {
      throw new ValidationError(`Invalid TESSERA_TARGETING_ATTRIBUTES: "${name}" is given twice`)
    }
    const values = rawValues
      ?.split('|')
      .map((value) => value.trim())
      .filter((value) => value !== '')
    if (rawValues !== undefined && (values ?? []).length === 0) {
      throw new ValidationError(`Invalid TESSERA_TARGETING_ATTRIBUTES: "${name}=" lists no values`)
    }
    attributes.push(values === undefined ? { name } : { name, values })
  }
  return attributes
}
