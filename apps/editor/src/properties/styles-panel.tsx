import { useId, useState } from 'react'
import { useBlock } from '../editor/use-document.ts'
import type { DocumentStore } from '../state/document-store.ts'

/** Builder's three sizes, largest first: a smaller size inherits what it does not set. */
export const SIZES = [
  { key: 'large', label: 'Desktop' },
  { key: 'medium', label: 'Tablet' },
  { key: 'small', label: 'Mobile' },
] as const

export type SizeKey = (typeof SIZES)[number]['key']

/** The style properties the panel offers, by section. */
const SECTIONS: ReadonlyArray<{ title: string; properties: readonly string[] }> = [
  {
    title: 'Layout',
    properties: ['display', 'flexDirection', 'alignItems', 'justifyContent', 'position'],
  },
  {
    title: 'Spacing',
    properties: [
      'marginTop',
      'marginBottom',
      'marginLeft',
      'marginRight',
      'paddingTop',
      'paddingBottom',
      'paddingLeft',
      'paddingRight',
    ],
  },
  { title: 'Size', properties: ['width', 'height', 'maxWidth', 'minHeight'] },
  {
    title: 'Typography',
    properties: ['color', 'fontSize', 'fontWeight', 'lineHeight', 'textAlign'],
  },
  { title: 'Background', properties: ['backgroundColor', 'backgroundImage'] },
  { title: 'Border', properties: ['borderWidth', 'borderStyle', 'borderColor', 'borderRadius'] },
  { title: 'Effects', properties: ['opacity', 'boxShadow'] },
]

type Styles = Partial<Record<SizeKey, Record<string, string>>>

/** The value a size gets from a larger one, with the size it comes from. */
export function inheritedStyle(
  styles: Styles,
  size: SizeKey,
  property: string,
): { value: string; from: SizeKey } | undefined {
  const order = SIZES.map((item) => item.key)
  for (const larger of order.slice(0, order.indexOf(size)).reverse()) {
    const value = styles[larger]?.[property]
    if (value !== undefined) return { value, from: larger }
  }
  return undefined
}

interface StylesPanelProps {
  store: DocumentStore
  blockId: string | undefined
  size: SizeKey
  onSize: (size: SizeKey) => void
  readOnly: boolean
}

/**
 * The selected block's styles at one size (`responsiveStyles.large|medium|small`): a value set
 * here applies from this size down; a value a larger size sets shows as a placeholder with where
 * it comes from. Raw CSS for anything else.
 */
export function StylesPanel({ store, blockId, size, onSize, readOnly }: StylesPanelProps) {
  const node = useBlock(store, blockId)
  const baseId = useId()
  const [rawError, setRawError] = useState<string>()
  if (!node || blockId === undefined) return null
  const styles = (node.json.responsiveStyles ?? {}) as Styles
  const set = (property: string, value: string) =>
    store.dispatch(
      [
        {
          type: 'set',
          target: blockId,
          path: ['responsiveStyles', size, property],
          value: value === '' ? undefined : value,
        },
      ],
      { label: `Style ${property}`, coalesce: `${blockId}:style:${size}:${property}` },
    )
  return (
    <section className="panel styles" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>Styles</h2>
      <div role="tablist" aria-label="Screen size" className="size-tabs">
        {SIZES.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={item.key === size}
            onClick={() => onSize(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="style-section">
          <legend>{section.title}</legend>
          {section.properties.map((property) => {
            const own = styles[size]?.[property]
            const inherited = inheritedStyle(styles, size, property)
            const id = `${baseId}-${property}`
            return (
              <div className="field inline" key={property}>
                <label htmlFor={id}>{property}</label>
                <input
                  id={id}
                  value={own ?? ''}
                  readOnly={readOnly}
                  placeholder={inherited ? `${inherited.value} (from ${inherited.from})` : ''}
                  data-inherited={inherited?.from}
                  onChange={(event) => set(property, event.target.value)}
                />
              </div>
            )
          })}
        </fieldset>
      ))}
      <div className="field">
        <label htmlFor={`${baseId}-raw`}>Raw CSS at this size</label>
        <textarea
          id={`${baseId}-raw`}
          rows={3}
          key={`${blockId}-${size}`}
          readOnly={readOnly}
          placeholder="text-transform: uppercase;"
          onBlur={(event) => {
            const pairs = event.target.value.split(';').map((part) => part.split(':'))
            if (pairs.some((pair) => pair.length === 1 && pair[0]?.trim() !== ''))
              return setRawError('Write property: value; pairs')
            setRawError(undefined)
            for (const [name = '', ...rest] of pairs) {
              if (name.trim() === '') continue
              const property = name
                .trim()
                .replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase())
              set(property, rest.join(':').trim())
            }
          }}
        />
        {rawError && <p className="form-error">{rawError}</p>}
      </div>
    </section>
  )
}
