import { useEffect, useState } from 'react'
import { useRoot } from '../editor/use-document.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { readRules, setRulesOp, writeQuery } from './targeting-rules.ts'
import type { TargetingRule } from './targeting-rules.ts'

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? []) === JSON.stringify(b ?? [])

/**
 * The rules being edited: a draft that may hold rules still without a value (the entry's
 * `query` leaves those out), written to the document on every change (one undo step per
 * field, coalesced while typing). When the document's `query` changes otherwise (undo, a
 * merge, the URL path field) the draft follows it.
 */
export function useRulesDraft(
  store: DocumentStore,
): [TargetingRule[], (next: TargetingRule[], coalesce?: string) => void] {
  const root = useRoot(store)
  const [draft, setDraft] = useState(() => readRules(root.query))
  useEffect(() => {
    setDraft((current) => (same(writeQuery(current), root.query) ? current : readRules(root.query)))
  }, [root.query])
  const change = (next: TargetingRule[], coalesce?: string) => {
    setDraft(next)
    if (same(writeQuery(next), store.root().query)) return
    store.dispatch([setRulesOp(next)], {
      label: 'Targeting',
      ...(coalesce === undefined ? {} : { coalesce: `targeting:${coalesce}` }),
    })
  }
  return [draft, change]
}
