import type { ComponentInfo } from '@tessera/react'
import { useBlock } from '../editor/use-document.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { InputField } from './input-field.tsx'

interface PropertiesProps {
  store: DocumentStore
  blockId: string | undefined
  infoOf: (name: string) => ComponentInfo | undefined
  readOnly: boolean
}

/** The selected block's options, one field per input of its component. */
export function PropertiesPanel({ store, blockId, infoOf, readOnly }: PropertiesProps) {
  const node = useBlock(store, blockId)
  if (!node || blockId === undefined) {
    return (
      <section className="panel properties" aria-labelledby="properties-title">
        <h2 id="properties-title">Properties</h2>
        <p className="hint">Select a block on the page or in the layers.</p>
      </section>
    )
  }
  const component = node.json.component as
    { name?: string; options?: Record<string, unknown> } | undefined
  const info = component?.name === undefined ? undefined : infoOf(component.name)
  const inputs = (info?.inputs ?? []).filter(
    (input) => input.hideFromUI !== true && input.type !== 'uiBlocks',
  )
  return (
    <section className="panel properties" aria-labelledby="properties-title">
      <h2 id="properties-title">{info?.friendlyName ?? component?.name ?? 'Box'} properties</h2>
      {inputs.length === 0 && <p className="hint">This block has no options.</p>}
      {inputs.map((input) => (
        <InputField
          key={input.name}
          input={input}
          readOnly={readOnly}
          value={component?.options?.[input.name]}
          onChange={(value) =>
            store.dispatch(
              [{ type: 'set', target: blockId, path: ['component', 'options', input.name], value }],
              {
                label: `Change ${input.name}`,
                coalesce: `${blockId}:${input.name}`,
              },
            )
          }
        />
      ))}
    </section>
  )
}
