import type { WriteRouteRule } from './route-rules.ts'

/** A rule that matched a request, with the values of the path's `:params`. */
export interface MatchedRule {
  rule: WriteRouteRule
  params: Record<string, string>
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = segments(pattern)
  const got = segments(path)
  if (want.length !== got.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, part] of want.entries()) {
    const value = got[index] ?? ''
    if (part.startsWith(':'))
      params[part.slice(1).replace(/\{.*\}$/, '')] = decodeURIComponent(value)
    else if (part !== value) return undefined
  }
  return params
}

const staticCount = (rule: WriteRouteRule) =>
  segments(rule.path).filter((part) => !part.startsWith(':')).length

/**
 * The rule of a request among `rules` (method and path, `:param` segments match one
 * segment); when several match, the one with the most literal segments wins.
 */
export function matchRouteRule(
  rules: readonly WriteRouteRule[],
  method: string,
  path: string,
): MatchedRule | undefined {
  let best: MatchedRule | undefined
  for (const rule of rules) {
    if (rule.method !== method) continue
    const params = matchPath(rule.path, path)
    if (params && (!best || staticCount(rule) > staticCount(best.rule))) best = { rule, params }
  }
  return best
}
