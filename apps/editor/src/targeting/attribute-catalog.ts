/**
 * What a page can be targeted on: the attributes every visitor has (URL path, device, host,
 * locale) and the custom ones the site declares. Builder keeps custom targeting attributes in
 * its space settings; Tessera's service is told them with `TESSERA_TARGETING_ATTRIBUTES` and
 * hands them to the editor in its config (`targetingAttributes`). Names already used in the
 * rules of the space's pages are offered too, and any other name can be typed.
 * @module
 */

/** An operator of a rule as the editor offers it (Builder's names; `matches` is Tessera's). */
export interface OperatorChoice {
  value: string
  label: string
}

/** A custom attribute the site declares: its name and, when it has a fixed set, the values. */
export interface DeclaredAttribute {
  name: string
  values?: string[]
}

/** An attribute the rules editor offers. */
export interface AttributeSpec {
  name: string
  label: string
  operators: OperatorChoice[]
  /** The values to pick from (a free text field when absent). */
  values?: string[]
  /** Placeholder of the value field. */
  example?: string
}

const op = (value: string, label: string): OperatorChoice => ({ value, label })
const IS = op('is', 'is')
const IS_NOT = op('isNot', 'is not')
const STARTS = op('startsWith', 'starts with')
const ENDS = op('endsWith', 'ends with')
const CONTAINS = op('contains', 'contains')
const MATCHES = op('matches', 'matches')

/** Operators for attributes without a fixed set of values. */
const TEXT_OPERATORS = [
  IS,
  IS_NOT,
  CONTAINS,
  STARTS,
  ENDS,
  op('greaterThan', 'is greater than'),
  op('lessThan', 'is less than'),
]

/** The attributes every visitor has (the site fills them in from the request). */
export const BUILT_IN_ATTRIBUTES: readonly AttributeSpec[] = [
  {
    name: 'urlPath',
    label: 'URL path',
    operators: [IS, STARTS, CONTAINS, MATCHES, IS_NOT],
    example: '/shop/**',
  },
  {
    name: 'device',
    label: 'Device',
    operators: [IS, IS_NOT],
    values: ['desktop', 'tablet', 'mobile'],
  },
  {
    name: 'host',
    label: 'Host',
    operators: [IS, ENDS, MATCHES, IS_NOT],
    example: 'shop.example.com',
  },
  { name: 'locale', label: 'Locale', operators: [IS, IS_NOT, STARTS], example: 'en-GB' },
]

const BUILT_IN_NAMES = new Set(BUILT_IN_ATTRIBUTES.map((spec) => spec.name))
/** What a custom attribute name may be (as a model field name). */
export const ATTRIBUTE_NAME = /^[A-Za-z_$][\w$-]{0,63}$/

/** The spec of a custom attribute. */
export function customAttribute(name: string, values?: string[]): AttributeSpec {
  return {
    name,
    label: name,
    operators: values && values.length > 0 ? [IS, IS_NOT] : TEXT_OPERATORS,
    ...(values && values.length > 0 ? { values } : {}),
  }
}

/**
 * Every attribute to offer: the built-in ones, then the declared ones, then the other names
 * found in `usedNames` (the properties of the space's rules), without duplicates.
 */
export function attributeCatalog(
  declared: readonly DeclaredAttribute[] = [],
  usedNames: Iterable<string> = [],
): AttributeSpec[] {
  const specs = [...BUILT_IN_ATTRIBUTES]
  const seen = new Set(BUILT_IN_NAMES)
  for (const attribute of declared) {
    if (seen.has(attribute.name) || !ATTRIBUTE_NAME.test(attribute.name)) continue
    seen.add(attribute.name)
    specs.push(customAttribute(attribute.name, attribute.values))
  }
  for (const name of [...usedNames].sort()) {
    if (seen.has(name) || !ATTRIBUTE_NAME.test(name)) continue
    seen.add(name)
    specs.push(customAttribute(name))
  }
  return specs
}

/** The spec of `name` in `catalog`, or a free custom one. */
export function specOf(catalog: readonly AttributeSpec[], name: string): AttributeSpec {
  return catalog.find((spec) => spec.name === name) ?? customAttribute(name)
}

/** The label of an operator (its name when unknown). */
export function operatorLabel(spec: AttributeSpec, operator: string): string {
  return (
    spec.operators.find((choice) => choice.value === operator)?.label ??
    TEXT_OPERATORS.find((choice) => choice.value === operator)?.label ??
    operator
  )
}
