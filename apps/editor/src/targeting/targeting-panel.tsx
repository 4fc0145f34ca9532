import { useId, useMemo, useState } from 'react'
import type { FormEvent } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import type { PageEntry } from '../api/pages-api.ts'
import { useRoot } from '../editor/use-document.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { ATTRIBUTE_NAME, attributeCatalog } from './attribute-catalog.ts'
import type { DeclaredAttribute } from './attribute-catalog.ts'
import { ConflictWarning } from './conflict-warning.tsx'
import { conflictsOf } from './path-conflicts.ts'
import { PreviewAs } from './preview-as.tsx'
import type { PreviewAttributes } from './preview-as.tsx'
import { RuleRow } from './rule-row.tsx'
import { PriorityField } from './priority-field.tsx'
import { usedAttributeNames, useSpacePages } from './use-space-pages.ts'
import { useRulesDraft } from './use-rules-draft.ts'
import './targeting.css'

interface TargetingPanelProps {
  api: ApiClient
  store: DocumentStore
  readOnly: boolean
  /** The custom attributes the site declares (the editor config's `targetingAttributes`). */
  declared?: readonly DeclaredAttribute[]
  /** The attributes the canvas renders as (none: the author's own). */
  previewAs: PreviewAttributes | undefined
  onPreviewAs: (attributes: PreviewAttributes | undefined) => void
}

/**
 * Who sees the page: conditions on the URL path, device, host, locale and the site's custom
 * attributes, all of which must hold (several values of one condition: any of them), written
 * into the entry's `query` as Builder does; its priority among pages matching the same
 * visitor; a warning when another published page takes the same path at the same priority;
 * and a preview of the canvas as some visitor.
 */
export function TargetingPanel(props: TargetingPanelProps) {
  const { api, store, readOnly } = props
  const id = useId()
  const root = useRoot(store) as PageEntry
  const pages = useSpacePages(api)
  const [added, setAdded] = useState<string[]>([])
  const [rules, setRules] = useRulesDraft(store)
  const catalog = useMemo(
    () => attributeCatalog(props.declared, [...usedAttributeNames(pages), ...added]),
    [props.declared, pages, added],
  )
  const conflicts = useMemo(() => conflictsOf(root, pages), [root, pages])

  const addAttribute = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('name') as HTMLInputElement
    const name = input.value.trim()
    if (!ATTRIBUTE_NAME.test(name) || catalog.some((spec) => spec.name === name)) return
    setAdded([...added, name])
    setRules([...rules, { property: name, operator: 'is', values: [''] }])
    input.value = ''
  }

  return (
    <section className="panel targeting-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Targeting</h2>
      <p className="hint" id={`${id}-hint`}>
        Visitors see this page when every condition holds; a condition with several values holds
        when any of them does. Publish to apply.
      </p>
      {rules.length === 0 ? (
        <p>Everyone sees this page (no conditions).</p>
      ) : (
        <ol className="targeting-rules" aria-describedby={`${id}-hint`}>
          {rules.map((rule, index) => (
            <RuleRow
              key={index}
              rule={rule}
              index={index}
              catalog={catalog}
              readOnly={readOnly}
              onChange={(next, coalesce) =>
                setRules(
                  rules.map((item, i) => (i === index ? next : item)),
                  coalesce,
                )
              }
              onRemove={() => setRules(rules.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      )}
      {!readOnly && (
        <>
          <button
            type="button"
            onClick={() =>
              setRules([...rules, { property: 'urlPath', operator: 'is', values: [''] }])
            }
          >
            Add condition
          </button>
          <form className="targeting-add-attribute" onSubmit={addAttribute}>
            <label htmlFor={`${id}-attribute`}>Condition on another attribute</label>
            <input
              id={`${id}-attribute`}
              name="name"
              placeholder="plan"
              pattern="[A-Za-z_$][\w$\-]*"
            />
            <button type="submit">Add</button>
          </form>
        </>
      )}
      <PriorityField store={store} readOnly={readOnly} />
      <ConflictWarning conflicts={conflicts} />
      <PreviewAs
        page={root}
        catalog={catalog}
        attributes={props.previewAs}
        onChange={props.onPreviewAs}
      />
    </section>
  )
}
