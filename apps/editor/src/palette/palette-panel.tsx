import { draggable } from '@atlaskit/pragmatic-drag-and-drop/element/adapter'
import { useEffect, useRef } from 'react'
import type { BlockTemplate } from './block-templates.ts'

interface PaletteProps {
  templates: readonly BlockTemplate[]
  onInsert: (template: BlockTemplate) => void
  disabled: boolean
}

/**
 * Every block the author can insert, by group: the built-in blocks and widgets, and the
 * components the site registered. Activating one inserts it after the selected block (or at
 * the end of the page).
 */
export function PalettePanel({ templates, onInsert, disabled }: PaletteProps) {
  const groups = [...new Set(templates.map((template) => template.group))]
  return (
    <section className="panel palette" aria-labelledby="palette-title">
      <h2 id="palette-title">Insert</h2>
      {groups.map((group) => (
        <div key={group} className="palette-group">
          <h3>{group}</h3>
          <ul className="palette-list">
            {templates
              .filter((template) => template.group === group)
              .map((template) => (
                <li key={template.name}>
                  <PaletteItem template={template} disabled={disabled} onInsert={onInsert} />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  )
}

/** One block of the palette: a click inserts it, a drag drops it on the layers. */
function PaletteItem({
  template,
  disabled,
  onInsert,
}: {
  template: BlockTemplate
  disabled: boolean
  onInsert: (template: BlockTemplate) => void
}) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || disabled) return undefined
    return draggable({ element, getInitialData: () => ({ kind: 'template', name: template.name }) })
  }, [template.name, disabled])
  return (
    <button
      ref={ref}
      type="button"
      className="palette-item"
      disabled={disabled}
      data-component={template.name}
      onClick={() => onInsert(template)}
      title={template.info.description ?? `Insert ${template.label}`}
    >
      {template.label}
    </button>
  )
}
