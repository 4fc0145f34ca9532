import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import type { PageEntry } from '../api/pages-api.ts'
import { operatorLabel, specOf } from './attribute-catalog.ts'
import type { AttributeSpec } from './attribute-catalog.ts'
import { previewVerdict, toUserAttributes } from './preview-verdict.ts'
import type { PreviewAttributes } from './preview-verdict.ts'

export type { PreviewAttributes } from './preview-verdict.ts'

interface PreviewAsProps {
  page: PageEntry
  catalog: readonly AttributeSpec[]
  /** The attributes the canvas renders as now (none: the author's own). */
  attributes: PreviewAttributes | undefined
  onChange: (attributes: PreviewAttributes | undefined) => void
}

/**
 * "Preview as": attributes of a made-up visitor. Applying them tells the canvas to render as
 * that visitor would see the page (`builder.overrideUserAttributes`: bindings on
 * `builder.getUserAttributes()` follow), and says whether such a visitor gets this page at all.
 */
export function PreviewAs({ page, catalog, attributes, onChange }: PreviewAsProps) {
  const id = useId()
  const [fields, setFields] = useState<PreviewAttributes>(attributes ?? {})
  const apply = (event: FormEvent) => {
    event.preventDefault()
    const chosen = toUserAttributes(fields) as PreviewAttributes
    onChange(Object.keys(chosen).length === 0 ? undefined : chosen)
  }
  const verdict = attributes ? previewVerdict(page, toUserAttributes(attributes)) : undefined
  return (
    <form className="preview-as" onSubmit={apply} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Preview as a visitor</h3>
      {catalog.map((spec) => (
        <div className="field" key={spec.name}>
          <label htmlFor={`${id}-${spec.name}`}>{spec.label}</label>
          {spec.values ? (
            <select
              id={`${id}-${spec.name}`}
              value={fields[spec.name] ?? ''}
              onChange={(event) => setFields({ ...fields, [spec.name]: event.target.value })}
            >
              <option value="">(not set)</option>
              {spec.values.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-${spec.name}`}
              value={fields[spec.name] ?? ''}
              placeholder={spec.example}
              onChange={(event) => setFields({ ...fields, [spec.name]: event.target.value })}
            />
          )}
        </div>
      ))}
      <div className="dialog-actions">
        <button type="submit">Preview</button>
        <button
          type="button"
          disabled={!attributes}
          onClick={() => {
            setFields({})
            onChange(undefined)
          }}
        >
          Stop previewing
        </button>
      </div>
      {verdict && (
        <p className={verdict.shown ? 'preview-verdict ok' : 'preview-verdict no'} role="status">
          {verdict.shown
            ? 'The canvas shows the page as this visitor sees it: they get this page.'
            : verdict.offSchedule
              ? 'This visitor does not get this page now: it is outside its schedule.'
              : `This visitor does not get this page: ${describe(catalog, verdict.failing)} does not hold.`}
        </p>
      )}
    </form>
  )
}

function describe(
  catalog: readonly AttributeSpec[],
  rule: { property: string; operator: string; values: string[] } | undefined,
): string {
  if (!rule) return 'a condition'
  const spec = specOf(catalog, rule.property)
  return `“${spec.label} ${operatorLabel(spec, rule.operator)} ${rule.values.join(' or ')}”`
}
