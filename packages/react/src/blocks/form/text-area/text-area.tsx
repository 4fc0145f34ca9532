import type { BlockProps } from '../../../types.ts'
import { toInputText } from '../input/input.tsx'

/** Options of the Form:TextArea block. */
export interface TextAreaOptions {
  name?: string
  placeholder?: string
  /** The initial text. */
  defaultValue?: unknown
  /** Used instead of `defaultValue` when set (the text area stays uncontrolled). */
  value?: unknown
  /** Default: false. */
  required?: boolean
}

/** `textarea` (noWrap), uncontrolled, starting with `value ?? defaultValue`. */
export function TextArea(props: BlockProps<TextAreaOptions>) {
  const { name, placeholder, required } = props
  return (
    <textarea
      {...props.attributes}
      name={typeof name === 'string' ? name : undefined}
      placeholder={typeof placeholder === 'string' ? placeholder : undefined}
      defaultValue={toInputText(props.value ?? props.defaultValue)}
      required={required === true ? true : undefined}
    />
  )
}
