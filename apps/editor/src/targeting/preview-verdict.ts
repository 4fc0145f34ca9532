import { matchesQueryRule, matchesTargeting } from '@tessera/core/targeting'
import type { QueryRule, UserAttributes } from '@tessera/core'
import type { PageEntry } from '../api/pages-api.ts'
import { readRules } from './targeting-rules.ts'
import type { TargetingRule } from './targeting-rules.ts'

/** Attributes a preview renders as, by name (blank ones are left out). */
export type PreviewAttributes = Record<string, string>

/** The user attributes of a preview: the filled-in fields, with the text values trimmed. */
export function toUserAttributes(preview: PreviewAttributes): UserAttributes {
  const attributes: UserAttributes = {}
  for (const [name, value] of Object.entries(preview)) {
    if (value.trim() !== '') attributes[name] = value.trim()
  }
  return attributes
}

/** Whether visitors with these attributes get the page now, and the first condition that fails. */
export interface PreviewVerdict {
  shown: boolean
  failing?: TargetingRule
  /** The page's schedule excludes now. */
  offSchedule?: boolean
}

/** What the service would do with the page (as edited) for such a visitor, now. */
export function previewVerdict(
  page: PageEntry,
  attributes: UserAttributes,
  now = Date.now(),
): PreviewVerdict {
  if (matchesTargeting(page as Parameters<typeof matchesTargeting>[0], attributes, { now })) {
    return { shown: true }
  }
  const query = Array.isArray(page.query) ? (page.query as QueryRule[]) : []
  const failing = query.find((rule) => !matchesQueryRule(rule, attributes))
  if (!failing) return { shown: false, offSchedule: true }
  return { shown: false, ...(readRules([failing])[0] ? { failing: readRules([failing])[0] } : {}) }
}
