import { describe, expect, it } from 'vitest'
import {
  InterpreterError,
  MAX_COLLECTION_LENGTH,
  MAX_STRING_LENGTH,
  assertAllowedProperty,
  checkSize,
  createNamespace,
  describeValue,
  isArrayIndex,
  isPlainObject,
  isWritableObject,
  toPropertyKey,
} from './safe-access.ts'

describe('safe access rules', () => {
  it('refuses denied property names', () => {
    for (const name of ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'caller']) {
      expect(() => assertAllowedProperty(name)).toThrow(
        new InterpreterError(`Access to property "${name}" is not allowed`),
      )
    }
    expect(() => assertAllowedProperty('name')).not.toThrow()
  })

  it('recognises plain objects and writable targets', () => {
    expect(isPlainObject({})).toBe(true)
    expect(isPlainObject(Object.create(null))).toBe(true)
    expect(isPlainObject(new Proxy({}, {}))).toBe(true)
    expect(isPlainObject([])).toBe(false)
    expect(isPlainObject(new Date())).toBe(false)
    expect(isPlainObject(null)).toBe(false)
    expect(isWritableObject([])).toBe(true)
    expect(isWritableObject(createNamespace({ a: 1 }))).toBe(false)
  })

  it('creates frozen, non-plain namespaces', () => {
    const namespace = createNamespace({ a: 1 })
    expect(Object.isFrozen(namespace)).toBe(true)
    expect(namespace.a).toBe(1)
    expect(isPlainObject(namespace)).toBe(false)
  })

  it('converts computed keys and refuses symbols', () => {
    expect(toPropertyKey('a')).toBe('a')
    expect(toPropertyKey(1)).toBe('1')
    expect(toPropertyKey(['x'])).toBe('x')
    expect(() => toPropertyKey(Symbol('s'))).toThrow('Symbol keys are not allowed')
  })

  it('recognises canonical array indices', () => {
    expect(isArrayIndex('0')).toBe(true)
    expect(isArrayIndex('12')).toBe(true)
    expect(isArrayIndex('01')).toBe(false)
    expect(isArrayIndex('-1')).toBe(false)
    expect(isArrayIndex('length')).toBe(false)
  })

  it('checks sizes of strings and arrays', () => {
    expect(checkSize('ok')).toBe('ok')
    expect(() => checkSize('x'.repeat(MAX_STRING_LENGTH + 1))).toThrow(
      'String length limit exceeded',
    )
    expect(() => checkSize(new Array(MAX_COLLECTION_LENGTH + 1))).toThrow(
      'Array length limit exceeded',
    )
  })

  it('describes values for messages', () => {
    expect(
      [null, undefined, [], new Date(), {}, new Map(), 'a', 1, () => 1].map(describeValue),
    ).toEqual([
      'null',
      'undefined',
      'an array',
      'a Date',
      'an object',
      'a non-plain object',
      'a string',
      'a number',
      'a function',
    ])
  })
})
