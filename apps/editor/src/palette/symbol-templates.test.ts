import { describe, expect, it } from 'vitest'
import { blockFromTemplate } from './block-templates.ts'
import { symbolTemplates } from './symbol-templates.ts'

describe('symbolTemplates', () => {
  it('makes one palette item per symbol, inserting a Symbol block that points at it', () => {
    const [header, footer] = symbolTemplates([
      { id: 'sym-header', name: 'Header' },
      { id: 'sym-footer' },
    ])
    expect(header).toMatchObject({ name: 'Symbol:sym-header', label: 'Header', group: 'Symbols' })
    expect(footer?.label).toBe('sym-footer')
    const block = blockFromTemplate(header!.info, () => 'new1')
    expect(block).toEqual({
      '@type': '@builder.io/sdk:Element',
      id: 'new1',
      component: {
        name: 'Symbol',
        options: { symbol: { model: 'symbol', entry: 'sym-header', data: {} } },
      },
    })
    // Each insert gets its own copy of the option.
    const again = blockFromTemplate(header!.info, () => 'new2')
    expect((again.component as { options: object }).options).not.toBe(
      (block.component as { options: object }).options,
    )
  })
})
