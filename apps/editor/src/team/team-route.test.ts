import { describe, expect, it } from 'vitest'
import { parseRoute, routePath } from '../use-route.ts'

describe('the Team screen route', () => {
  it('is /editor/team, both ways', () => {
    expect(parseRoute('/editor/team')).toEqual({ name: 'team' })
    expect(routePath({ name: 'team' })).toBe('/editor/team')
    expect(parseRoute('/editor/pages/team')).toEqual({ name: 'page', id: 'team' })
  })
})
