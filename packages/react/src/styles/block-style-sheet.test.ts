import { describe, expect, it } from 'vitest'
import { BlockStyleSheet, compactDeclarations } from './block-style-sheet.ts'

describe('compactDeclarations', () => {
  it('writes name:value pairs in key order, as cssObjectToText keeps and drops them', () => {
    expect(
      compactDeclarations({
        fontSize: ' 12px ',
        WebkitTransition: 'none',
        '--brand': 'red',
        width: 5,
        color: 'red;}',
        'bad key': 'x',
        content: '"a: b"',
      }),
    ).toBe('font-size:12px;-webkit-transition:none;--brand:red;content:"a: b"')
  })

  it('is empty for anything but a style object', () => {
    expect(compactDeclarations(undefined)).toBe('')
    expect(compactDeclarations(['a'])).toBe('')
    expect(compactDeclarations({ width: 1 })).toBe('')
  })
})

describe('BlockStyleSheet', () => {
  it('writes shared declarations once, plain rules, then media widest first, then hover', () => {
    const sheet = new BlockStyleSheet()
    sheet.addRule('.a', 'color:red')
    sheet.addMediaRule(640, '.a', 'color:blue')
    sheet.addHoverRule('.a', 'opacity:0.5')
    sheet.addRule('.b', 'margin:0')
    sheet.addMediaRule(991, '.b', 'margin:1px')
    sheet.addRule('.c', 'color:red')
    sheet.addMediaRule(640, '.c', 'color:blue')
    sheet.addRule('.d', '')
    expect(sheet.toString()).toBe(
      '.a,.c{color:red}.b{margin:0}' +
        '@media (max-width:991px){.b{margin:1px}}' +
        '@media (max-width:640px){.a,.c{color:blue}}' +
        '.a:hover{opacity:0.5}',
    )
  })

  it('shares declarations among many different ones too', () => {
    const sheet = new BlockStyleSheet()
    for (let i = 0; i < 40; i++) sheet.addRule(`.b${i}`, `margin:${i % 20}px`)
    const css = sheet.toString()
    expect(css.startsWith('.b0,.b20{margin:0px}.b1,.b21{margin:1px}')).toBe(true)
    expect(css.endsWith('.b19,.b39{margin:19px}')).toBe(true)
  })

  it('names a selector once per rule and is empty with no declarations', () => {
    const sheet = new BlockStyleSheet()
    expect(sheet.toString()).toBe('')
    sheet.addRule('.a', 'color:red')
    sheet.addRule('.a', 'color:red')
    expect(sheet.toString()).toBe('.a{color:red}')
  })
})
