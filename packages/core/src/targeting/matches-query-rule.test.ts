import { describe, expect, it } from 'vitest'
import type { QueryRule } from '../types/entry.ts'
import type { UserAttributes } from '../types/user-attributes.ts'
import { matchesQueryRule } from './matches-query-rule.ts'

function rule(property: string | null, operator: string | null, value: unknown): QueryRule {
  return { '@type': '@builder.io/core:Query', property, operator, value }
}

function check(attributes: UserAttributes, property: string, operator: string, value: unknown) {
  return matchesQueryRule(rule(property, operator, value), attributes)
}

describe('matchesQueryRule', () => {
  it('holds when property or operator is missing', () => {
    expect(matchesQueryRule(rule(null, 'is', 'x'), {})).toBe(true)
    expect(matchesQueryRule(rule('device', null, 'x'), {})).toBe(true)
    expect(matchesQueryRule(rule('', 'is', 'x'), {})).toBe(true)
    expect(matchesQueryRule(null as unknown as QueryRule, {})).toBe(true)
  })

  it('fails on an unknown operator, even when the values are equal', () => {
    expect(check({ device: 'mobile' }, 'device', 'like', 'mobile')).toBe(false)
    expect(check({}, 'device', 'like', 'mobile')).toBe(false)
  })

  describe('matches (wildcard patterns)', () => {
    it('matches the normalised path against the pattern', () => {
      expect(check({ urlPath: '/shop/shoes/' }, 'urlPath', 'matches', '/shop/*')).toBe(true)
      expect(check({ urlPath: '/shop/shoes/red' }, 'urlPath', 'matches', '/shop/*')).toBe(false)
      expect(check({ urlPath: '/shop/shoes/red' }, 'urlPath', 'matches', '/shop/**')).toBe(true)
      expect(check({ urlPath: '/blog' }, 'urlPath', 'matches', ['/news/**', '/blog'])).toBe(true)
    })

    it('works on hosts and fails on a missing attribute', () => {
      expect(check({ host: 'eu.shop.com' }, 'host', 'matches', '*.shop.com')).toBe(true)
      expect(check({}, 'host', 'matches', '**')).toBe(false)
    })
  })

  describe('is / isNot', () => {
    it('compares strings exactly', () => {
      expect(check({ device: 'mobile' }, 'device', 'is', 'mobile')).toBe(true)
      expect(check({ device: 'mobile' }, 'device', 'is', 'Mobile')).toBe(false)
      expect(check({ device: 'mobile' }, 'device', 'isNot', 'desktop')).toBe(true)
      expect(check({ device: 'mobile' }, 'device', 'isNot', 'mobile')).toBe(false)
    })

    it('treats a missing attribute as not equal', () => {
      expect(check({}, 'locale', 'is', 'en')).toBe(false)
      expect(check({ plan: null }, 'plan', 'is', 'pro')).toBe(false)
      expect(check({}, 'locale', 'isNot', 'en')).toBe(true)
      expect(check({}, 'locale', 'contains', 'en')).toBe(false)
      expect(check({}, 'age', 'greaterThan', 1)).toBe(false)
    })

    it('coerces booleans and numbers against their string forms', () => {
      expect(check({ loggedIn: true }, 'loggedIn', 'is', 'true')).toBe(true)
      expect(check({ loggedIn: 'false' }, 'loggedIn', 'is', false)).toBe(true)
      expect(check({ loggedIn: true }, 'loggedIn', 'is', 'yes')).toBe(false)
      expect(check({ loggedIn: true }, 'loggedIn', 'is', 1)).toBe(false)
      expect(check({ age: '30' }, 'age', 'is', 30)).toBe(true)
      expect(check({ age: 30 }, 'age', 'is', '30.0')).toBe(true)
      expect(check({ age: 30 }, 'age', 'isNot', '30')).toBe(false)
      expect(check({ age: 'thirty' }, 'age', 'is', 30)).toBe(false)
    })

    it('does not read inherited properties of the attributes', () => {
      expect(check({}, 'constructor', 'is', 'x')).toBe(false)
      expect(check({}, 'toString', 'isNot', 'x')).toBe(true)
    })
  })

  describe('string operators', () => {
    it.each([
      ['contains', 'bout', true],
      ['contains', 'xyz', false],
      ['startsWith', '/ab', true],
      ['startsWith', 'ab', false],
      ['endsWith', 'out', true],
      ['endsWith', '/ab', false],
    ])('%s %j on "/about" is %s', (operator, value, expected) => {
      expect(check({ page: '/about' }, 'page', operator, value)).toBe(expected)
    })

    it('stringifies the rule value and primitive attributes', () => {
      expect(check({ code: 'a12b' }, 'code', 'contains', 12)).toBe(true)
      expect(check({ code: 1234 }, 'code', 'startsWith', '12')).toBe(true)
      expect(check({ flag: true }, 'flag', 'endsWith', 'ue')).toBe(true)
      expect(check({ code: { a: 1 } }, 'code', 'contains', 'a')).toBe(false)
    })
  })

  describe('numeric operators', () => {
    it.each([
      ['greaterThan', 17, true],
      ['greaterThan', 18, false],
      ['lessThan', 19, true],
      ['lessThan', 18, false],
      ['greaterThanOrEqualTo', 18, true],
      ['greaterThanOrEqualTo', 19, false],
      ['lessThanOrEqualTo', 18, true],
      ['lessThanOrEqualTo', 17, false],
    ])('%s %j on 18 is %s', (operator, value, expected) => {
      expect(check({ age: 18 }, 'age', operator, value)).toBe(expected)
    })

    it('accepts numeric strings on either side', () => {
      expect(check({ age: '18' }, 'age', 'greaterThan', 17)).toBe(true)
      expect(check({ age: 18 }, 'age', 'lessThan', '18.5')).toBe(true)
      expect(check({ age: '-2.5' }, 'age', 'lessThan', '-2')).toBe(true)
    })

    it('fails when either side is not a number', () => {
      expect(check({ age: 'old' }, 'age', 'greaterThan', 1)).toBe(false)
      expect(check({ age: '' }, 'age', 'lessThan', 1)).toBe(false)
      expect(check({ age: 18 }, 'age', 'lessThan', 'many')).toBe(false)
      expect(check({ age: true }, 'age', 'greaterThan', 0)).toBe(false)
      expect(check({ age: 18 }, 'age', 'greaterThan', null)).toBe(false)
      expect(check({ age: Number.NaN }, 'age', 'lessThan', 1)).toBe(false)
    })
  })

  describe('arrays', () => {
    it('holds when any element of an array rule value holds', () => {
      expect(check({ device: 'tablet' }, 'device', 'is', ['mobile', 'tablet'])).toBe(true)
      expect(check({ device: 'desktop' }, 'device', 'is', ['mobile', 'tablet'])).toBe(false)
      expect(check({ page: '/blog/x' }, 'page', 'startsWith', ['/shop', '/blog'])).toBe(true)
      expect(check({ age: 5 }, 'age', 'greaterThan', [10, 4])).toBe(true)
      expect(check({ device: 'tablet' }, 'device', 'is', [])).toBe(false)
    })

    it('needs every element to hold for isNot', () => {
      expect(check({ device: 'desktop' }, 'device', 'isNot', ['mobile', 'tablet'])).toBe(true)
      expect(check({ device: 'tablet' }, 'device', 'isNot', ['mobile', 'tablet'])).toBe(false)
      expect(check({}, 'device', 'isNot', ['mobile', 'tablet'])).toBe(true)
    })

    it('checks an array attribute for inclusion whatever the operator', () => {
      const attributes = { tags: ['vip', 'beta', 3] }
      expect(check(attributes, 'tags', 'is', 'vip')).toBe(true)
      expect(check(attributes, 'tags', 'is', 'gold')).toBe(false)
      expect(check(attributes, 'tags', 'contains', 'be')).toBe(false)
      expect(check(attributes, 'tags', 'isNot', 'vip')).toBe(true)
      expect(check(attributes, 'tags', 'greaterThan', '3')).toBe(true)
      expect(check(attributes, 'tags', 'is', ['gold', 'beta'])).toBe(true)
    })
  })

  describe('urlPath', () => {
    it('ignores a trailing slash on the rule value and on the visited path', () => {
      expect(check({ urlPath: '/about' }, 'urlPath', 'is', '/about/')).toBe(true)
      expect(check({ urlPath: '/about/' }, 'urlPath', 'is', '/about')).toBe(true)
      expect(check({ urlPath: '/about/' }, 'urlPath', 'is', '/about/')).toBe(true)
      expect(check({ urlPath: '/about/team' }, 'urlPath', 'is', '/about/')).toBe(false)
    })

    it('keeps the root path', () => {
      expect(check({ urlPath: '/' }, 'urlPath', 'is', '/')).toBe(true)
      expect(check({ urlPath: '' }, 'urlPath', 'is', '/')).toBe(true)
      expect(check({ urlPath: '/about' }, 'urlPath', 'is', '/')).toBe(false)
    })

    it('ignores the query string and hash of the visited path', () => {
      expect(check({ urlPath: '/about?ref=x#y' }, 'urlPath', 'is', '/about')).toBe(true)
    })

    it('normalises every element of an array rule value', () => {
      expect(check({ urlPath: '/b' }, 'urlPath', 'is', ['/a/', '/b/'])).toBe(true)
      expect(check({ urlPath: '/b/' }, 'urlPath', 'isNot', ['/a/', '/b/'])).toBe(false)
    })

    it('strips the slash for every operator, as Builder does', () => {
      expect(check({ urlPath: '/blogging' }, 'urlPath', 'startsWith', '/blog/')).toBe(true)
    })

    it('treats other properties literally', () => {
      expect(check({ page: '/about/' }, 'page', 'is', '/about')).toBe(false)
    })
  })
})
