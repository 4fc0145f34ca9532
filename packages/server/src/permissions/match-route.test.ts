import { describe, expect, it } from 'vitest'
import { matchRouteRule } from './match-route.ts'
import { WRITE_ROUTE_RULES } from './write-route-rules.ts'

describe('matchRouteRule', () => {
  it('finds the rule of a request by method and path, with its params', () => {
    expect(matchRouteRule(WRITE_ROUTE_RULES, 'POST', '/api/v1/write/page/a1/publish')).toEqual({
      rule: expect.objectContaining({ path: '/api/v1/write/:model/:id/publish', rule: 'publish' }),
      params: { model: 'page', id: 'a1' },
    })
    expect(matchRouteRule(WRITE_ROUTE_RULES, 'DELETE', '/api/v1/users/u%201')?.params).toEqual({
      id: 'u 1',
    })
  })

  it('prefers literal segments over parameters, and knows no unregistered route', () => {
    const rules = [
      { method: 'POST' as const, path: '/api/v1/x/:id', rule: 'content' as const },
      { method: 'POST' as const, path: '/api/v1/x/special', rule: 'team' as const },
    ]
    expect(matchRouteRule(rules, 'POST', '/api/v1/x/special')?.rule.rule).toBe('team')
    expect(matchRouteRule(rules, 'POST', '/api/v1/x/other')?.rule.rule).toBe('content')
    expect(matchRouteRule(rules, 'PUT', '/api/v1/x/other')).toBeUndefined()
    expect(matchRouteRule(WRITE_ROUTE_RULES, 'POST', '/api/v1/unknown')).toBeUndefined()
  })
})
