import { useId, useState } from 'react'
import { pageUrlPath } from '../api/pages-api.ts'
import type { PageEntry } from '../api/pages-api.ts'
import { useRoot } from '../editor/use-document.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { pagePathError, pagePathOps, pageTextOp } from './page-settings-ops.ts'

interface PageSettingsProps {
  store: DocumentStore
  readOnly: boolean
}

/**
 * The page's own settings: its title (`data.title`, the `<title>`), description
 * (`data.description`, the meta description) and URL path (`data.url` and its `urlPath is`
 * targeting). Edits go through the document's operations: undo and autosave cover them. A path
 * that is not one is shown with its error and not applied.
 */
export function PageSettings({ store, readOnly }: PageSettingsProps) {
  const id = useId()
  const root = useRoot(store) as PageEntry
  const data = root.data ?? {}
  const path = pageUrlPath(root) ?? ''
  const [draft, setDraft] = useState<string>()
  const pathError = draft === undefined ? undefined : pagePathError(draft)
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const setText = (field: 'title' | 'description', value: string) =>
    store.dispatch([pageTextOp(field, value)], {
      label: `Page ${field}`,
      coalesce: `page:${field}`,
    })
  return (
    <section className="panel page-settings" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Page settings</h2>
      <p className="hint">Select a block on the page or in the layers to edit it.</p>
      <div className="field">
        <label htmlFor={`${id}-page-title`}>Page title</label>
        <input
          id={`${id}-page-title`}
          value={text(data.title)}
          readOnly={readOnly}
          onChange={(event) => setText('title', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          rows={3}
          value={text(data.description)}
          readOnly={readOnly}
          onChange={(event) => setText('description', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-path`}>URL path</label>
        <input
          id={`${id}-path`}
          value={draft ?? path}
          readOnly={readOnly}
          aria-invalid={pathError !== undefined || undefined}
          aria-describedby={pathError ? `${id}-path-error` : `${id}-path-hint`}
          onChange={(event) => {
            const next = event.target.value
            if (pagePathError(next) !== undefined) return setDraft(next)
            setDraft(undefined)
            store.dispatch(pagePathOps(store.root(), next), {
              label: 'Page URL path',
              coalesce: 'page:path',
            })
          }}
        />
        {pathError ? (
          <p className="form-error" id={`${id}-path-error`}>
            {pathError}
          </p>
        ) : (
          <p className="hint" id={`${id}-path-hint`}>
            Where the page is on the site; publish to move the live page.
          </p>
        )}
      </div>
    </section>
  )
}
