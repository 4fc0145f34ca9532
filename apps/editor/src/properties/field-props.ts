import type { ComponentInput } from '@tessera/react'
import type { ApiClient } from '../api/api-client.ts'
import type { ListAction } from './list-ops.ts'

/** How the fields of one block reach the document (built by the properties panel). */
export interface FieldEditor {
  /** Sets a value at a path of the block; edits of one path in a row are one undo step. */
  set(path: readonly string[], value: unknown): void
  /** Adds, removes or moves an item of the list input at `path` (one undo step). */
  listAction(path: readonly string[], input: ComponentInput, action: ListAction): void
  /** The service's API (uploads, entries to reference); absent in tests. */
  api: ApiClient | undefined
  /** The block's component (`Text`, `Core:Button`…). */
  componentName: string | undefined
  readOnly: boolean
}

/** What every control of an input gets. */
export interface ControlProps {
  /** The id of the control (the label's `htmlFor`). */
  id: string
  /** The id of the label, for controls that are not form elements (`aria-labelledby`). */
  labelId: string
  /** Ids of the hint and error under the field (`aria-describedby`), when shown. */
  describedBy: string | undefined
  input: ComponentInput
  value: unknown
  onChange: (value: unknown) => void
  readOnly: boolean
  /** An error to show as the control's own (`aria-invalid`). */
  invalid: boolean
}
