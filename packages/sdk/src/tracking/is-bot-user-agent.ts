import { BOT_USER_AGENT_PATTERN } from '@tessera/core'

/**
 * Whether a user agent belongs to a crawler, a headless browser or an automation tool, whose
 * visits are never tracked. An empty string counts as a bot (real browsers always send one);
 * `undefined` means "unknown" (no `navigator`) and does not.
 * @example isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1)') // true
 */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  if (userAgent === undefined) return false
  if (userAgent.trim() === '') return true
  return BOT_USER_AGENT_PATTERN.test(userAgent)
}
