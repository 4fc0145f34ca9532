import type { ComponentInfo } from '@tessera/react'
import type { ApiClient } from '../api/api-client.ts'
import type { PageEntry } from '../api/pages-api.ts'
import { ExperimentPanel } from '../experiments/experiment-panel.tsx'
import { LockNotice } from '../presence/lock-notice.tsx'
import { PropertiesPanel } from '../properties/properties-panel.tsx'
import { StylesPanel } from '../properties/styles-panel.tsx'
import type { SizeKey } from '../properties/styles-panel.tsx'
import type { Autosave } from '../save/autosave.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { SymbolBlockPanel } from '../symbols/symbol-block-panel.tsx'
import { SymbolInputsEditor } from '../symbols/symbol-inputs-editor.tsx'
import { SYMBOL_MODEL } from '../symbols/symbol-refs.ts'
import type { SymbolLibrary } from '../symbols/use-symbol-library.ts'
import type { DeclaredAttribute } from '../targeting/attribute-catalog.ts'
import type { PreviewAttributes } from '../targeting/preview-as.tsx'
import { TargetingPanel } from '../targeting/targeting-panel.tsx'
import type { RoleView } from '../team/role-view.ts'
import { goTo } from '../use-route.ts'
import type { Selection } from './selection.ts'

interface BlockSettingsProps {
  api: ApiClient
  page: PageEntry
  store: DocumentStore
  autosave: Autosave
  /** `page` or `symbol` (a symbol edited on its own: its inputs are edited here too). */
  model: string
  selection: Selection
  /** The selected blocks' ids, the last one the block whose settings show. */
  selected: readonly string[]
  infoOf: (name: string) => ComponentInfo | undefined
  view: RoleView
  /** The selected block is read-only here (the role, or another author's soft lock). */
  blockReadOnly: boolean
  /** Custom targeting attributes the site declares. */
  targetingAttributes?: readonly DeclaredAttribute[]
  previewAs: PreviewAttributes | undefined
  onPreviewAs: (attributes: PreviewAttributes | undefined) => void
  library: SymbolLibrary
  size: SizeKey
  onSize: (size: SizeKey) => void
}

/**
 * The editor's right-hand column: the selected block's lock notice, properties, symbol and styles;
 * with no block selected, the page's targeting; and the page's experiment.
 */
export function BlockSettings(props: BlockSettingsProps) {
  const { api, page, store, autosave, model, selection, selected, view, library } = props
  const readOnly = view.readOnly
  const blockId = selected.at(-1)
  return (
    <aside className="right" aria-label="Block settings">
      <LockNotice blockId={blockId} />
      <PropertiesPanel
        store={store}
        blockId={blockId}
        infoOf={props.infoOf}
        readOnly={props.blockReadOnly}
        codeHidden={view.codeHidden}
        api={api}
        onShowPage={() => selection.select(null)}
      />
      {selected.length === 0 && (
        <TargetingPanel
          {...{ api, store, readOnly }}
          previewAs={props.previewAs}
          declared={props.targetingAttributes}
          onPreviewAs={props.onPreviewAs}
        />
      )}
      <SymbolBlockPanel
        {...{ api, store, library, readOnly, blockId }}
        onEdit={(id) => goTo({ name: 'symbol', id })}
        onDetached={(ids) => selection.select(ids[0] ?? null)}
      />
      {model === SYMBOL_MODEL && <SymbolInputsEditor {...{ api, store, readOnly }} />}
      <StylesPanel
        store={store}
        blockId={blockId}
        size={props.size}
        onSize={props.onSize}
        readOnly={props.blockReadOnly || view.stylesLocked}
      />
      <ExperimentPanel {...{ api, page, store, autosave, readOnly, model }} />
    </aside>
  )
}
