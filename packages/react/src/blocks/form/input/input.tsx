import type { BlockProps } from '../../../types.ts'

/** The input types Form:Input renders; any other is refused with a warning. */
export const FORM_INPUT_TYPES: readonly string[] = [
  'text',
  'number',
  'email',
  'url',
  'checkbox',
  'radio',
  'range',
  'date',
  'datetime-local',
  'search',
  'tel',
  'time',
  'file',
  'month',
  'week',
  'password',
  'color',
  'hidden',
]

/** Options of the Form:Input block. */
export interface InputOptions {
  /** One of {@link FORM_INPUT_TYPES}. Default: `text`. */
  type?: string
  /** The field name (what the form sends). */
  name?: string
  placeholder?: string
  /** Initial value (initial checked state for checkboxes). */
  defaultValue?: unknown
  /** Used instead of `defaultValue` when set (the input stays uncontrolled). */
  value?: unknown
  /** Default: false. */
  required?: boolean
}

/** An option value as input text (strings and numbers; booleans as text). */
export function toInputText(value: unknown): string | number | undefined {
  if (typeof value === 'string' || typeof value === 'number') return value
  return typeof value === 'boolean' ? String(value) : undefined
}

/**
 * `input` (noWrap) of an allowed type, uncontrolled: `value ?? defaultValue` is its initial
 * value (initial checked state for checkboxes; none for files). Other types render nothing and
 * log `Form:Input refuses type "<type>": allowed types are …` once.
 */
export function Input({
  type,
  name,
  placeholder,
  defaultValue,
  value,
  required,
  attributes,
  builderContext,
}: BlockProps<InputOptions>) {
  const inputType = type === undefined || type === null || type === '' ? 'text' : type
  if (typeof inputType !== 'string' || !FORM_INPUT_TYPES.includes(inputType)) {
    const shown = String(inputType)
    builderContext.warnOnce(
      `form-input-type:${shown}`,
      `Form:Input refuses type "${shown}": allowed types are ${FORM_INPUT_TYPES.join(', ')}`,
    )
    return null
  }
  const initial = value ?? defaultValue
  const initialProps =
    inputType === 'checkbox'
      ? { defaultChecked: initial === true || initial === 'true' }
      : inputType === 'file'
        ? {}
        : { defaultValue: toInputText(initial) }
  return (
    <input
      {...attributes}
      type={inputType}
      name={typeof name === 'string' ? name : undefined}
      placeholder={typeof placeholder === 'string' ? placeholder : undefined}
      required={required === true ? true : undefined}
      {...initialProps}
    />
  )
}
