/** The value of one form field as submitted. */
export type FieldValue = string | number | boolean | null | readonly File[]

/** A named field of a form and its value. */
export interface FormField {
  name: string
  value: FieldValue
}

// Input types that never carry a value of their own (buttons).
const BUTTON_TYPES = new Set(['submit', 'button', 'reset', 'image'])

function inputValue(input: HTMLInputElement): FieldValue | undefined {
  const type = input.type.toLowerCase()
  if (BUTTON_TYPES.has(type)) return undefined
  if (type === 'radio') return input.checked ? input.value : undefined
  if (type === 'checkbox') return input.checked
  if (type === 'number' || type === 'range') {
    return Number.isNaN(input.valueAsNumber) ? null : input.valueAsNumber
  }
  if (type === 'file') return Array.from(input.files ?? [])
  return input.value
}

/**
 * The named, enabled `input`, `select` and `textarea` elements of `form`, in document order:
 * radios only when checked, checkboxes as booleans, number and range inputs as numbers (`null`
 * when empty), file inputs as their files, everything else as its string value.
 */
export function collectFormFields(form: HTMLFormElement): FormField[] {
  const fields: FormField[] = []
  for (const element of Array.from(form.querySelectorAll('input, select, textarea'))) {
    const field = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
    if (field.name === '' || field.disabled) continue
    const value =
      field.tagName === 'INPUT' ? inputValue(field as HTMLInputElement) : (field.value as string)
    if (value !== undefined) fields.push({ name: field.name, value })
  }
  return fields
}

/** Whether a field holds files (a file input's value). */
export function isFileValue(value: FieldValue): value is readonly File[] {
  return Array.isArray(value)
}
