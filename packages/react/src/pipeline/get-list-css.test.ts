import { getBreakpoints } from '@tessera/core'
import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { createRegistry } from '../registry/create-registry.ts'
import { getBlockCss } from './get-block-css.ts'
import { getListCss, isCssInList, knownComponents } from './get-list-css.ts'
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
    expect(getListCss(blocks, context)).toBe(
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
    expect(getListCss(blocks, context)).toBe(
      '.text{margin-top:8px}@media (max-width:640px){.text{padding-left:4px}}',
    )
    expect(isCssInList(blocks[0] as Block)).toBe(false)
    expect(isCssInList(styled('empty', { bindings: {} }))).toBe(true)
  })

  it('asks the caller which components are known when it says (for several lists)', () => {
    const blocks = [
      styled('text', { component: { name: 'Text', options: { text: 'x' } } }),
      styled('other', { component: { name: 'Text', options: { text: 'y' } } }),
    ]
    const asked: string[] = []
    const isKnown = knownComponents(context)
    const noText = (name: string) => {
      asked.push(name)
      return name !== 'Text'
    }
    expect(getListCss(blocks, context, noText)).toBe('')
    expect(asked).toEqual(['Text', 'Text'])
    expect(getListCss(blocks, context, isKnown)).toBe(getListCss(blocks, context))
    expect(isKnown('Nowhere')).toBe(false)
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
    expect(getListCss([block], { ...context, breakpoints })).toBe(
      '@media (max-width:1000px){.x{color:a}}@media (max-width:300px){.x{color:b}}' +
        '.x:hover{color:red;transition:all 0.3s ease;transition-delay:0s}',
    )
  })

  it('escapes odd ids, with no `<` in the text of the style element', () => {
    const css = getListCss([styled('1 a<b'), styled('c"d')], context)
    expect(css).toBe(
      '.\\31 \\ a\\3c b,.c\\"d{margin-top:8px}@media (max-width:640px){.\\31 \\ a\\3c b,.c\\"d{padding-left:4px}}',
    )
  })

  it('is empty in the editor, where each block keeps its own style', () => {
    expect(getListCss([styled('a')], { ...context, isEditing: true })).toBe('')
    expect(getBlockCss(styled('a'), context.breakpoints)).toBe(
      '.a{margin-top:8px}@media (max-width:640px){.a{padding-left:4px}}',
    )
  })
})
