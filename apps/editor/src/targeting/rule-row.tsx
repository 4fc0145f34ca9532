import { specOf } from './attribute-catalog.ts'
import type { AttributeSpec } from './attribute-catalog.ts'
import type { TargetingRule } from './targeting-rules.ts'

interface RuleRowProps {
  rule: TargetingRule
  index: number
  catalog: readonly AttributeSpec[]
  readOnly: boolean
  onChange: (next: TargetingRule, coalesce?: string) => void
  onRemove: () => void
}

/**
 * One condition: attribute, operator, and its values ("or" between them). Changing the
 * attribute keeps the operator when the new one offers it.
 */
export function RuleRow({ rule, index, catalog, readOnly, onChange, onRemove }: RuleRowProps) {
  const spec = specOf(catalog, rule.property)
  const n = index + 1
  const choices = catalog.some((item) => item.name === rule.property) ? catalog : [...catalog, spec]
  const operators = spec.operators.some((op) => op.value === rule.operator)
    ? spec.operators
    : [...spec.operators, { value: rule.operator, label: rule.operator }]
  const setValue = (at: number, value: string) =>
    onChange(
      { ...rule, values: rule.values.map((item, i) => (i === at ? value : item)) },
      `${index}:${at}`,
    )
  return (
    <li className="targeting-rule">
      <fieldset disabled={readOnly}>
        <legend className="visually-hidden">Condition {n}</legend>
        <div className="targeting-rule-head">
          <select
            aria-label={`Attribute of condition ${n}`}
            value={rule.property}
            onChange={(event) => {
              const next = specOf(catalog, event.target.value)
              const keep = next.operators.some((op) => op.value === rule.operator)
              onChange({
                property: next.name,
                operator: keep ? rule.operator : (next.operators[0]?.value ?? 'is'),
                values: [next.values?.[0] ?? ''],
              })
            }}
          >
            {choices.map((item) => (
              <option key={item.name} value={item.name}>
                {item.label}
              </option>
            ))}
          </select>
          <select
            aria-label={`Operator of condition ${n}`}
            value={rule.operator}
            onChange={(event) => onChange({ ...rule, operator: event.target.value })}
          >
            {operators.map((op) => (
              <option key={op.value} value={op.value}>
                {op.label}
              </option>
            ))}
          </select>
          <button type="button" onClick={onRemove} aria-label={`Remove condition ${n}`}>
            Remove
          </button>
        </div>
        <ul className="targeting-values">
          {rule.values.map((value, at) => (
            <li key={at}>
              {at > 0 && <span className="targeting-or">or</span>}
              {spec.values ? (
                <select
                  aria-label={`Value ${at + 1} of condition ${n}`}
                  value={value}
                  onChange={(event) => setValue(at, event.target.value)}
                >
                  {!spec.values.includes(value) && <option value={value}>{value || '—'}</option>}
                  {spec.values.map((item) => (
                    <option key={item} value={item}>
                      {item}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  aria-label={`Value ${at + 1} of condition ${n}`}
                  value={value}
                  placeholder={spec.example}
                  onChange={(event) => setValue(at, event.target.value)}
                />
              )}
              {rule.values.length > 1 && (
                <button
                  type="button"
                  aria-label={`Remove value ${at + 1} of condition ${n}`}
                  onClick={() =>
                    onChange({ ...rule, values: rule.values.filter((_, i) => i !== at) })
                  }
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="link"
          onClick={() => onChange({ ...rule, values: [...rule.values, spec.values?.[0] ?? ''] })}
        >
          Add an “or” value to condition {n}
        </button>
      </fieldset>
    </li>
  )
}
