import type { ApiClient } from '../api/api-client.ts'
import type { Announcer } from '../layers/announcer.ts'
import { LayersPanel } from '../layers/layers-panel.tsx'
import { PalettePanel } from '../palette/palette-panel.tsx'
import type { PaletteTemplates } from '../palette/use-palette-templates.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { SaveAsSymbolForm } from '../symbols/save-as-symbol-form.tsx'
import type { Selection } from './selection.ts'
import type { TemplateInsertion } from './template-insertion.ts'

interface InsertAndLayersProps {
  api: ApiClient
  store: DocumentStore
  selection: Selection
  announcer: Announcer
  palette: PaletteTemplates
  insertion: TemplateInsertion
  readOnly: boolean
  /** An editor role (content only): no palette, and the layers cannot change the structure. */
  structureLocked: boolean
  onSymbolCreated: () => Promise<void>
}

/** The editor's left side: the palette, the layers, and saving the selection as a symbol. */
export function InsertAndLayers(props: InsertAndLayersProps) {
  const { api, store, selection, announcer, palette, insertion, readOnly } = props
  const canHaveChildren = (id: string) => {
    const component = store.block(id)?.json.component as { name?: string } | undefined
    return component?.name === undefined || palette.infoOf(component.name)?.canHaveChildren === true
  }
  return (
    <aside className="left" aria-label="Insert and layers">
      {/* A viewer sees the palette greyed out; an editor (content only) none at all. */}
      {(readOnly || !props.structureLocked) && (
        <PalettePanel
          templates={palette.templates}
          onInsert={insertion.insert}
          disabled={readOnly}
        />
      )}
      <LayersPanel
        store={store}
        selection={selection}
        announcer={announcer}
        readOnly={readOnly || props.structureLocked}
        canHaveChildren={canHaveChildren}
        insertTemplate={insertion.insertTemplate}
      />
      <SaveAsSymbolForm
        {...{ api, store, selection, readOnly }}
        onCreated={props.onSymbolCreated}
        announce={(text) => announcer.say(text)}
      />
    </aside>
  )
}
