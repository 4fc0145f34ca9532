import { BUILT_IN_BLOCK_INFO } from '@tessera/react/block-info'
import type { ComponentInput } from '@tessera/react'
import { describe, expect, it } from 'vitest'
import { codeLanguage, fieldKind, inputLabel } from './field-kind.ts'

const kind = (input: Partial<ComponentInput>, component?: string) =>
  fieldKind({ name: 'x', ...input }, component)

describe('fieldKind', () => {
  it('maps every Builder input type to a control', () => {
    expect(kind({ type: 'text' })).toBe('text')
    expect(kind({})).toBe('text')
    expect(kind({ type: 'url' })).toBe('url')
    expect(kind({ type: 'email' })).toBe('email')
    expect(kind({ type: 'longText' })).toBe('longText')
    expect(kind({ type: 'richText' })).toBe('richText')
    expect(kind({ type: 'html' })).toBe('code')
    expect(kind({ type: 'javascript' })).toBe('code')
    expect(kind({ type: 'number' })).toBe('number')
    expect(kind({ type: 'boolean' })).toBe('boolean')
    expect(kind({ type: 'color' })).toBe('color')
    expect(kind({ type: 'date' })).toBe('date')
    expect(kind({ type: 'timestamp' })).toBe('date')
    expect(kind({ type: 'file' })).toBe('file')
    expect(kind({ type: 'reference', model: 'symbol' })).toBe('reference')
    expect(kind({ type: 'uiSymbol' })).toBe('symbol')
    expect(kind({ type: 'uiBlocks' })).toBe('uiBlocks')
    expect(kind({ type: 'map' })).toBe('json')
    expect(kind({ type: 'somethingNew' })).toBe('json')
  })

  it('makes a select of any input with an enum, but not of a list', () => {
    expect(kind({ type: 'text', enum: ['a', 'b'] })).toBe('enum')
    expect(kind({ type: 'list', enum: ['a'], subFields: [{ name: 'a' }] })).toBe('list')
  })

  it('edits lists and objects field by field only when they have sub-fields', () => {
    expect(kind({ type: 'list', subFields: [{ name: 'a' }] })).toBe('list')
    expect(kind({ type: 'array', subFields: [{ name: 'a' }] })).toBe('list')
    expect(kind({ type: 'list' })).toBe('json')
    expect(kind({ type: 'object', subFields: [{ name: 'a' }] })).toBe('object')
    expect(kind({ type: 'object' })).toBe('json')
  })

  it('edits the Text block and html marked richText as rich text', () => {
    const text = BUILT_IN_BLOCK_INFO.find((info) => info.name === 'Text')?.inputs?.[0]
    expect(text && fieldKind(text, 'Text')).toBe('richText')
    expect(kind({ name: 'text', type: 'html' }, 'Custom Code')).toBe('code')
    expect(kind({ type: 'html', richText: true })).toBe('richText')
  })

  it('edits every visible input of the built-in blocks with its own control, but maps of names', () => {
    const asJson = BUILT_IN_BLOCK_INFO.flatMap((info) =>
      (info.inputs ?? [])
        .filter((input) => input.hideFromUI !== true && fieldKind(input, info.name) === 'json')
        .map((input) => `${info.name}.${input.name}`),
    )
    // Header names → values and a style object (CSS property → value): edited as JSON.
    expect(asJson).toEqual(['Form:Form.customHeaders', 'Builder: Tabs.activeTabStyle'])
  })
})

describe('codeLanguage and inputLabel', () => {
  it('highlights by type, JavaScript by default', () => {
    expect(codeLanguage({ name: 'x', type: 'html' })).toBe('html')
    expect(codeLanguage({ name: 'x', type: 'css' })).toBe('css')
    expect(codeLanguage({ name: 'x', type: 'code' })).toBe('javascript')
  })

  it('prefers the friendly name', () => {
    expect(inputLabel({ name: 'openLinkInNewTab', friendlyName: 'Open link in new tab' })).toBe(
      'Open link in new tab',
    )
    expect(inputLabel({ name: 'link' })).toBe('link')
  })
})
