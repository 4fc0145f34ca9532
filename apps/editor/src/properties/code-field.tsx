import { lazy, Suspense } from 'react'
import { codeLanguage } from './field-kind.ts'
import type { ControlProps } from './field-props.ts'

/** CodeMirror is loaded the first time a code field shows (not in the editor's first load). */
const CodeEditor = lazy(() => import('./code-editor.tsx'))

/** Code: `html`, `css`, `javascript` and `code` inputs. */
export function CodeField(props: ControlProps) {
  const { labelId, describedBy, input, value, onChange, readOnly } = props
  return (
    <Suspense fallback={<p className="hint">Loading the code editor…</p>}>
      <CodeEditor
        labelId={labelId}
        describedBy={describedBy}
        language={codeLanguage(input)}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        readOnly={readOnly}
      />
    </Suspense>
  )
}
