import { getBreakpoints } from '@tessera/core'
import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { createRegistry } from '../registry/create-registry.ts'
import { getBlockCss } from './get-block-css.ts'
import { getListCss, isCssInList } from './get-list-css.ts'
import type { ListCssContext } from './get-list-css.ts'

const context: ListCssContext = {
  registry: createRegistry(),
  model: 'page',
  breakpoints: getBreakpoints(),
  isEditing: false,
}
const styled = (id: string, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  responsiveStyles: { large: { marginTop: '8px' }, small: { paddingLeft: '4px' } },
  ...extra,
})

describe('getListCss', () => {
  it("writes the list's blocks and their children, shared rules once, minified", () => {
    const blocks = [
      styled('a', { children: [styled('a1', { responsiveStyles: { large: { color: 'red' } } })] }),
      styled('b'),
    ]
    expect(getListCss(blocks, context, undefined)).toBe(
      '.a,.b{margin-top:8px}.a1{color:red}@media (max-width:640px){.a,.b{padding-left:4px}}',
    )
  })

  it('leaves out blocks whose styles may change, with their children, and hidden blocks', () => {
    const child = styled('child')
    const blocks = [
      styled('bound', { bindings: { 'responsiveStyles.large.color': 'state.c' } }),
      styled('repeated', { repeat: { collection: 'state.items' }, children: [child] }),
      styled('hidden', { hide: true }),
      styled('not-shown', { show: false }),
      styled('missing', { component: { name: 'Nowhere' } }),
      styled('text', { component: { name: 'Text', options: { text: 'x' } } }),
    ]
    expect(getListCss(blocks, context, undefined)).toBe(
      '.text{margin-top:8px}@media (max-width:640px){.text{padding-left:4px}}',
    )
    expect(isCssInList(blocks[0] as Block)).toBe(false)
    expect(isCssInList(styled('empty', { bindings: {} }))).toBe(true)
  })

  it('uses the breakpoints of the content, xsmall included, and hover animations', () => {
    const block = styled('x', {
      responsiveStyles: { medium: { color: 'a' }, xsmall: { color: 'b' } },
      animations: [
        {
          trigger: 'hover',
          steps: [{ styles: {} }, { styles: { color: 'red' } }],
          duration: 0.3,
        },
      ],
    })
    const breakpoints = getBreakpoints({ xsmall: 300, small: 700, medium: 1000 })
    expect(getListCss([block], { ...context, breakpoints }, undefined)).toBe(
      '@media (max-width:1000px){.x{color:a}}@media (max-width:300px){.x{color:b}}' +
        '.x:hover{color:red;transition:all 0.3s ease;transition-delay:0s}',
    )
  })

  it('escapes odd ids, with no `<` in the text of the style element', () => {
    const css = getListCss([styled('1 a<b'), styled('c"d')], context, undefined)
    expect(css).toBe(
      '.\\31 \\ a\\3c b,.c\\"d{margin-top:8px}@media (max-width:640px){.\\31 \\ a\\3c b,.c\\"d{padding-left:4px}}',
    )
  })

  it("adds each block type's CSS, its options' localized values resolved", () => {
    const columns = (id: string, stackColumnsAt: unknown): Block => ({
      '@type': '@builder.io/sdk:Element',
      id,
      component: { name: 'Columns', options: { columns: [], stackColumnsAt } },
    })
    const localized = { '@type': '@builder.io/core:LocalizedValue', Default: 'tablet', fr: 'never' }
    const blocks = [columns('a', 'tablet'), columns('b', 'mobile'), columns('c', localized)]
    const row = (ids: string) => ids.split(',').map((id) => `.${id}-breakpoints`)
    const cells = (ids: string) => row(ids).map((selector) => `${selector}>.builder-column`)
    const stacked = (ids: string) =>
      `${row(ids).join(',')}{flex-direction:column;align-items:stretch}` +
      `${cells(ids).join(',')}{width:100%!important;margin-left:0!important}`
    expect(getListCss(blocks, context, undefined)).toBe(
      `@media (max-width:991px){${stacked('a,c')}}@media (max-width:640px){${stacked('b')}}`,
    )
    expect(getListCss(blocks, context, 'fr')).toBe(
      `@media (max-width:991px){${stacked('a')}}@media (max-width:640px){${stacked('b')}}`,
    )
  })

  it('is empty in the editor, where each block keeps its own style', () => {
    expect(getListCss([styled('a')], { ...context, isEditing: true }, undefined)).toBe('')
    expect(getBlockCss(styled('a'), context.breakpoints)).toBe(
      '.a{margin-top:8px}@media (max-width:640px){.a{padding-left:4px}}',
    )
  })
})
