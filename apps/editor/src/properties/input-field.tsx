import type { ComponentInput } from '@tessera/react'
import { useId, useState } from 'react'
import { BooleanField } from './boolean-field.tsx'
import { CodeField } from './code-field.tsx'
import { ColorField } from './color-field.tsx'
import { colorError } from './color-value.ts'
import { DateField } from './date-field.tsx'
import { EnumField } from './enum-field.tsx'
import { fieldKind, inputLabel } from './field-kind.ts'
import type { FieldKind } from './field-kind.ts'
import type { ControlProps, FieldEditor } from './field-props.ts'
import { FileField } from './file-field.tsx'
import { JsonField } from './json-field.tsx'
import { ListField, ObjectField } from './list-field.tsx'
import { NumberField, numberError } from './number-field.tsx'
import { ReferenceField } from './reference-field.tsx'
import { RichTextField } from './rich-text-field.tsx'
import { LongTextField, TextField } from './text-field.tsx'
import { urlError } from './url-value.ts'

export interface InputFieldProps {
  input: ComponentInput
  value: unknown
  /** Where the value is in the block (`component.options.<name>`, deeper in lists). */
  path: readonly string[]
  editor: FieldEditor
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** What is wrong with a value of a kind, shown under the field (the value is kept). */
export function valueError(kind: FieldKind, input: ComponentInput, value: unknown) {
  const text = typeof value === 'string' ? value : ''
  switch (kind) {
    case 'url':
    case 'file':
      return urlError(text)
    case 'email':
      return text === '' || EMAIL.test(text) ? undefined : 'Not an email address'
    case 'number':
      return numberError(value, input.min, input.max)
    case 'color':
      return colorError(value)
    default:
      return undefined
  }
}

/**
 * One field of the properties panel for a component input: its label, the control of its kind
 * (see `field-kind.ts`), its help text and what is wrong with its value.
 */
export function InputField({ input, value, path, editor }: InputFieldProps) {
  const id = useId()
  const [jsonError, setJsonError] = useState<string>()
  const kind = fieldKind(input, editor.componentName)
  const label = inputLabel(input)
  const help = typeof input.helperText === 'string' ? input.helperText : undefined
  const renderField = (child: ComponentInput, childValue: unknown, at: readonly string[]) => (
    <InputField input={child} value={childValue} path={at} editor={editor} />
  )
  if (kind === 'list' || kind === 'object') {
    const Nested = kind === 'list' ? ListField : ObjectField
    return (
      <Nested input={input} value={value} path={path} editor={editor} renderField={renderField} />
    )
  }
  if (kind === 'uiBlocks') {
    return (
      <div className="field">
        <p className="hint">
          <strong>{label}</strong>: blocks, edited on the canvas and in the layers.
        </p>
      </div>
    )
  }
  const error = kind === 'json' ? jsonError : valueError(kind, input, value)
  const describedBy =
    [help && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const props: ControlProps = {
    id,
    labelId: `${id}-label`,
    describedBy,
    input,
    value,
    onChange: (next) => editor.set(path, next),
    readOnly: editor.readOnly,
    invalid: error !== undefined,
  }
  return (
    <div className={`field field-${kind}`}>
      <label id={`${id}-label`} htmlFor={kind === 'richText' || kind === 'code' ? undefined : id}>
        {label}
      </label>
      {control(kind, props, editor, setJsonError)}
      {help && (
        <p className="hint" id={`${id}-hint`}>
          {help}
        </p>
      )}
      {error && (
        <p className="form-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

function control(
  kind: FieldKind,
  props: ControlProps,
  editor: FieldEditor,
  onJsonError: (error: string | undefined) => void,
) {
  switch (kind) {
    case 'text':
    case 'url':
    case 'email':
      return <TextField {...props} type={kind} />
    case 'longText':
      return <LongTextField {...props} />
    case 'richText':
      return <RichTextField {...props} />
    case 'code':
      return <CodeField {...props} />
    case 'number':
      return <NumberField {...props} />
    case 'boolean':
      return <BooleanField {...props} />
    case 'color':
      return <ColorField {...props} />
    case 'enum':
      return <EnumField {...props} />
    case 'date':
      return <DateField {...props} />
    case 'file':
      return <FileField {...props} api={editor.api} />
    case 'reference':
    case 'symbol':
      return <ReferenceField {...props} api={editor.api} kind={kind} />
    default:
      return <JsonField {...props} onError={onJsonError} />
  }
}
