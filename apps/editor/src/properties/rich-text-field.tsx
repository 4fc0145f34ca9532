import { lazy, Suspense } from 'react'
import type { ControlProps } from './field-props.ts'

/** Tiptap is loaded the first time a rich-text field shows (not in the editor's first load). */
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'))

/** Rich text (`richText`, and HTML edited as such), stored as sanitized HTML. */
export function RichTextField(props: ControlProps) {
  const { labelId, describedBy, value, onChange, readOnly } = props
  return (
    <Suspense fallback={<p className="hint">Loading the text editor…</p>}>
      <RichTextEditor
        labelId={labelId}
        describedBy={describedBy}
        value={typeof value === 'string' ? value : ''}
        onChange={(html) => onChange(html === '<p></p>' ? '' : html)}
        readOnly={readOnly}
      />
    </Suspense>
  )
}
