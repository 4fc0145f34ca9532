import { describe, expect, it } from 'vitest'
import { parseRoute, routePath, SECTIONS } from './use-route.ts'
import type { Route } from './use-route.ts'

describe('editor routes', () => {
  const routes: Route[] = [
    { name: 'pages' },
    { name: 'page', id: 'a b/c' },
    { name: 'symbol', id: 'sym-1' },
    ...SECTIONS.map((name) => ({ name })),
  ]

  it.each(routes)('%o survives its path', (route) => {
    expect(parseRoute(routePath(route))).toEqual(route)
  })

  it('reads an unknown path as the pages list', () => {
    expect(parseRoute('/editor/nowhere/else')).toEqual({ name: 'pages' })
    expect(parseRoute('/elsewhere')).toEqual({ name: 'pages' })
  })
})
