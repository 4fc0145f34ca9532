import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import type { Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useRef } from 'react'
import { sanitizeTextHtml as sanitizeHtml } from '../inline-text/sanitize-text-html.ts'
import { urlError } from './url-value.ts'

export interface RichTextEditorProps {
  labelId: string
  describedBy: string | undefined
  value: string
  onChange: (html: string) => void
  readOnly: boolean
}

type Mark = 'bold' | 'italic' | 'link' | 'bulletList' | 'orderedList'

/** The tools, named by their visible text (`aria-pressed` tells which are on). */
const TOOLS: ReadonlyArray<{ name: Mark | 'heading'; label: string }> = [
  { name: 'bold', label: 'Bold' },
  { name: 'italic', label: 'Italic' },
  { name: 'link', label: 'Link' },
  { name: 'heading', label: 'Heading' },
  { name: 'bulletList', label: 'Bulleted list' },
  { name: 'orderedList', label: 'Numbered list' },
]

function toggle(editor: Editor, name: Mark | 'heading'): void {
  const chain = editor.chain().focus()
  if (name === 'bold') chain.toggleBold().run()
  else if (name === 'italic') chain.toggleItalic().run()
  else if (name === 'heading') chain.toggleHeading({ level: 2 }).run()
  else if (name === 'bulletList') chain.toggleBulletList().run()
  else if (name === 'orderedList') chain.toggleOrderedList().run()
  else if (editor.isActive('link')) chain.unsetLink().run()
  else {
    const href = window.prompt('Link to (https://… or /path)')?.trim()
    if (href && urlError(href) === undefined) chain.setLink({ href }).run()
  }
}

/**
 * The rich-text editor of `richText` inputs (Tiptap, loaded on demand): bold, italic, links,
 * a heading, lists; its HTML is sanitized before it is stored. A value changed elsewhere
 * (undo, another tab) replaces what it shows.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { labelId, describedBy, value, onChange, readOnly } = props
  const change = useRef(onChange)
  change.current = onChange
  const last = useRef(value)
  // Read on every view update: a read-only box says so to assistive technology too.
  const isReadOnly = useRef(readOnly)
  isReadOnly.current = readOnly
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: sanitizeHtml(value),
    editable: !readOnly,
    editorProps: {
      attributes: () => ({
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-readonly': String(isReadOnly.current),
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'rich-text-content',
      }),
    },
    onUpdate: ({ editor: current }) => {
      const html = sanitizeHtml(current.getHTML())
      last.current = html
      change.current(html)
    },
  })
  useEffect(() => {
    if (!editor || value === last.current) return
    last.current = value
    editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false })
  }, [editor, value])
  useEffect(() => editor?.setEditable(!readOnly, false), [editor, readOnly])
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        TOOLS.map((tool) => [
          tool.name,
          current?.isActive(tool.name, tool.name === 'heading' ? { level: 2 } : undefined) ?? false,
        ]),
      ),
  })
  return (
    <div className="rich-text">
      {!readOnly && (
        <div role="toolbar" aria-label="Formatting" className="rich-text-tools">
          {TOOLS.map((tool) => (
            <button
              key={tool.name}
              type="button"
              className={`tool-${tool.name}`}
              aria-pressed={active?.[tool.name] === true}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => editor && toggle(editor, tool.name)}
            >
              {tool.label}
            </button>
          ))}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  )
}
