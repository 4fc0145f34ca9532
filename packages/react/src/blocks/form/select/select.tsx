import type { BlockProps } from '../../../types.ts'
import { toInputText } from '../input/input.tsx'

/** One choice of a Form:Select. */
export interface SelectChoice {
  value?: unknown
  /** The text shown. Default: the value. */
  name?: string
}

/** Options of the Form:Select block. */
export interface SelectOptions {
  options?: SelectChoice[]
  name?: string
  /** The initially selected value. */
  defaultValue?: unknown
  /** Used instead of `defaultValue` when set (the select stays uncontrolled). */
  value?: unknown
  /** Default: false. */
  required?: boolean
}

/** `select` (noWrap) with one `<option value>` per choice, showing its `name` or value. */
export function Select({
  options,
  name,
  defaultValue,
  value,
  required,
  attributes,
}: BlockProps<SelectOptions>) {
  const choices = Array.isArray(options) ? options : []
  return (
    <select
      {...attributes}
      name={typeof name === 'string' ? name : undefined}
      defaultValue={toInputText(value ?? defaultValue)}
      required={required === true ? true : undefined}
    >
      {choices.map((choice, index) => {
        const optionValue = toInputText(choice?.value) ?? ''
        const label =
          typeof choice?.name === 'string' && choice.name !== '' ? choice.name : optionValue
        return (
          <option key={index} value={optionValue}>
            {label}
          </option>
        )
      })}
    </select>
  )
}
