import { describe, expect, it } from 'vitest'
import type { Entry } from '../types/entry.ts'
import { refusalMessage, refusedChanges } from './refused-changes.ts'
import { ROLES, roleCan } from './roles.ts'

const before: Entry = {
  id: 'p',
  data: { blocks: [{ '@type': '@builder.io/sdk:Element', id: 'a', component: { name: 'Text' } }] },
}
const styled: Entry = {
  id: 'p',
  data: {
    blocks: [
      {
        '@type': '@builder.io/sdk:Element',
        id: 'a',
        component: { name: 'Text' },
        responsiveStyles: { large: { color: 'red' } },
      },
    ],
    jsCode: 'x()',
  },
}

describe('roles', () => {
  it('gives admin everything and viewer nothing; only admin manages the team', () => {
    expect(ROLES.filter((role) => roleCan(role, 'team'))).toEqual(['admin'])
    expect(ROLES.filter((role) => roleCan(role, 'code'))).toEqual(['admin', 'developer'])
    expect(ROLES.filter((role) => roleCan(role, 'styles'))).toEqual([
      'admin',
      'developer',
      'designer',
    ])
    expect(ROLES.filter((role) => roleCan(role, 'content'))).not.toContain('viewer')
  })
})

describe('refusedChanges', () => {
  it('lets a developer make a change with styles and code', () => {
    expect(refusedChanges('developer', before, styled)).toEqual([])
  })

  it('refuses a designer the code and names it', () => {
    const refused = refusedChanges('designer', before, styled)
    expect(refused).toEqual([{ capability: 'code', what: 'data.jsCode' }])
    expect(refusalMessage('designer', refused)).toBe(
      'A designer cannot change code, bindings or actions (data.jsCode)',
    )
  })

  it('refuses an editor styles and code in one message', () => {
    const message = refusalMessage('editor', refusedChanges('editor', before, styled))
    expect(message).toBe(
      'An editor cannot change styles (block a: responsiveStyles), nor change code, bindings or actions (data.jsCode)',
    )
  })
})
