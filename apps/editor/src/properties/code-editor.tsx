import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { css } from '@codemirror/lang-css'
import { html } from '@codemirror/lang-html'
import { javascript } from '@codemirror/lang-javascript'
import { json } from '@codemirror/lang-json'
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language'
import { EditorState } from '@codemirror/state'
import { EditorView, keymap, lineNumbers } from '@codemirror/view'
import { useEffect, useRef } from 'react'
import type { CodeLanguage } from './field-kind.ts'

export interface CodeEditorProps {
  labelId: string
  describedBy: string | undefined
  language: CodeLanguage
  value: string
  onChange: (code: string) => void
  readOnly: boolean
}

const LANGUAGES = { css, html, javascript, json } as const

/**
 * The code editor of `html`, `css`, `javascript` and `code` inputs (CodeMirror 6, loaded on
 * demand), with highlighting, line numbers and its own undo while typing. Tab leaves the
 * editor (no tab trap); a value changed elsewhere replaces what it shows.
 */
export default function CodeEditor(props: CodeEditorProps) {
  const { labelId, describedBy, language, value, onChange, readOnly } = props
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView>(null)
  const change = useRef(onChange)
  change.current = onChange
  const latestValue = useRef(value)
  latestValue.current = value
  /** Set while a value from outside is put in: that is no edit of the author's. */
  const applying = useRef(false)
  useEffect(() => {
    if (!host.current) return undefined
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: latestValue.current,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          syntaxHighlighting(defaultHighlightStyle),
          LANGUAGES[language](),
          EditorView.lineWrapping,
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          EditorView.contentAttributes.of({
            'aria-labelledby': labelId,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !applying.current) {
              change.current(update.state.doc.toString())
            }
          }),
        ],
      }),
    })
    view.current = created
    return () => {
      created.destroy()
      view.current = null
    }
    // Made once per language and mode (the value at that time); later values come below.
  }, [language, readOnly, labelId, describedBy])
  useEffect(() => {
    const current = view.current
    if (!current || current.state.doc.toString() === value) return
    applying.current = true
    try {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } })
    } finally {
      applying.current = false
    }
  }, [value])
  return <div className="code-editor" ref={host} />
}
