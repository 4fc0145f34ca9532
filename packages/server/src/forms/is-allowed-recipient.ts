/**
 * Whether form submissions may be mailed to `address`: it equals one of `allowed` (case
 * insensitive), or `allowed` has its domain as an `@domain` pattern (`@example.com` allows
 * `team@example.com`, not `a@sub.example.com`). An empty list allows nothing.
 * @example
 * isAllowedRecipient('Team@Example.com', ['@example.com']) // true
 */
export function isAllowedRecipient(address: string, allowed: readonly string[]): boolean {
  const target = address.trim().toLowerCase()
  const domain = target.slice(target.lastIndexOf('@'))
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase()
    if (rule === '') return false
    return rule.startsWith('@') ? rule === domain : rule === target
  })
}
