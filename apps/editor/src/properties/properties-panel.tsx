import type { ComponentInfo, ComponentInput } from '@tessera/react'
import { useMemo } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { useBlock } from '../editor/use-document.ts'
import { isCodeBlock } from '../team/role-view.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { getIn } from '../state/json-path.ts'
import type { FieldEditor } from './field-props.ts'
import { InputField } from './input-field.tsx'
import { applyListAction, newListItem } from './list-ops.ts'
import type { ListAction } from './list-ops.ts'
import { LogicSection } from './logic-section.tsx'
import { PageSettings } from './page-settings.tsx'
import './properties.css'

interface PropertiesProps {
  store: DocumentStore
  blockId: string | undefined
  infoOf: (name: string) => ComponentInfo | undefined
  readOnly: boolean
  /** The role may not change code: no logic section, Custom Code blocks read-only. */
  codeHidden?: boolean
  /** The service (uploads, entries to reference). */
  api?: ApiClient
  /** Leaves the block for the page's settings (selects nothing). */
  onShowPage?: () => void
}

const VERBS: Record<ListAction['type'], string> = { add: 'Add', remove: 'Remove', move: 'Move' }

/** How the fields of block `blockId` change the document: one named operation per edit. */
export function fieldEditor(
  store: DocumentStore,
  blockId: string,
  componentName: string | undefined,
  readOnly: boolean,
  api: ApiClient | undefined,
): FieldEditor {
  return {
    api,
    componentName,
    readOnly,
    set(path, value) {
      store.dispatch([{ type: 'set', target: blockId, path: [...path], value }], {
        label: `Change ${path.at(-1) ?? 'option'}`,
        coalesce: `${blockId}:${JSON.stringify(path)}`,
      })
    },
    listAction(path, input: ComponentInput, action) {
      // From the block's full JSON: items may hold blocks, which stay (with their ids).
      const current = getIn(store.blockJson(blockId), path)
      const next = applyListAction(current, action, () =>
        newListItem(input.subFields ?? [], () => store.newId()),
      )
      if (!next) return
      store.dispatch([{ type: 'set', target: blockId, path: [...path], value: next }], {
        label: `${VERBS[action.type]} an item of ${input.name}`,
      })
    },
  }
}

/**
 * The selected block's options, one field per input of its component (every Builder input
 * type, see `field-kind.ts`; `advanced` ones under More options), and its logic; the page's
 * settings when no block is selected.
 */
export function PropertiesPanel(props: PropertiesProps) {
  const { store, blockId, infoOf, api, onShowPage, codeHidden = false } = props
  const node = useBlock(store, blockId)
  const component = node?.json.component as
    { name?: string; options?: Record<string, unknown> } | undefined
  const readOnly = props.readOnly || (codeHidden && isCodeBlock(component?.name))
  const editor = useMemo(
    () =>
      blockId === undefined
        ? undefined
        : fieldEditor(store, blockId, component?.name, readOnly, api),
    [store, blockId, component?.name, readOnly, api],
  )
  if (!node || blockId === undefined || !editor) {
    return <PageSettings store={store} readOnly={props.readOnly} />
  }
  const info = component?.name === undefined ? undefined : infoOf(component.name)
  const inputs = (info?.inputs ?? []).filter((input) => input.hideFromUI !== true)
  const field = (input: ComponentInput) => (
    <InputField
      key={`${blockId}:${input.name}`}
      input={input}
      value={component?.options?.[input.name]}
      path={['component', 'options', input.name]}
      editor={editor}
    />
  )
  return (
    <>
      <section className="panel properties" aria-labelledby="properties-title">
        <div className="panel-heading">
          <h2 id="properties-title">{info?.friendlyName ?? component?.name ?? 'Box'} properties</h2>
          {onShowPage && (
            <button type="button" className="link" onClick={onShowPage}>
              Page settings
            </button>
          )}
        </div>
        {inputs.length === 0 && <p className="hint">This block has no options.</p>}
        {inputs.filter((input) => input.advanced !== true).map(field)}
        {inputs.some((input) => input.advanced === true) && (
          <details className="advanced">
            <summary>More options</summary>
            {inputs.filter((input) => input.advanced === true).map(field)}
          </details>
        )}
      </section>
      {!codeHidden && (
        <LogicSection
          key={blockId}
          store={store}
          blockId={blockId}
          json={node.json}
          inputNames={inputs.map((input) => input.name)}
          readOnly={readOnly}
        />
      )}
    </>
  )
}
