// @vitest-environment happy-dom
import type { Block, UserAttributes } from '@tessera/core'
import { afterEach, describe, expect, it } from 'vitest'
import { Content } from '../../content/content.tsx'
import { entryWith } from '../../testing/content-html.test-support.tsx'
import { renderInEditor } from '../../testing/render-in-editor.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import { chooseVariant } from './choose-variant.ts'

const text = (id: string, value: string): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: value } },
})
const rule = (property: string, value: unknown) => ({
  '@type': '@builder.io/core:Query' as const,
  property,
  operator: 'is',
  value,
})
const variants = [
  { name: 'Mobile', query: [rule('device', 'mobile')], blocks: [text('m', 'For phones')] },
  { name: 'Members', query: [rule('member', true)], blocks: [text('v', 'Welcome back')] },
]
const container = (options: Record<string, unknown> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 'p1',
  component: { name: 'PersonalizationContainer', options: { variants, ...options } },
  responsiveStyles: { large: { padding: '12px' } },
  style: { background: 'red' },
  children: [text('d', 'For everyone')],
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('chooseVariant', () => {
  it('takes the first variant whose targeting matches, else the default', () => {
    expect(chooseVariant(variants, [], { device: 'mobile', member: true }).index).toBe(0)
    expect(chooseVariant(variants, [], { device: 'desktop', member: true }).index).toBe(1)
    expect(chooseVariant(variants, [], { device: 'desktop' }).index).toBe('default')
    expect(chooseVariant(variants, [], undefined).index).toBe('default')
    expect(chooseVariant('nope', undefined, {}).index).toBe('default')
  })

  it('honours the schedule and the locale', () => {
    const scheduled = [{ query: [], endDate: 1_000, blocks: [] }]
    expect(chooseVariant(scheduled, [], {}, { now: 500 }).index).toBe(0)
    expect(chooseVariant(scheduled, [], {}, { now: 2_000 }).index).toBe('default')
    const french = [{ query: [rule('locale', 'fr')], blocks: [] }]
    expect(chooseVariant(french, [], {}, { locale: 'fr' }).index).toBe(0)
  })

  it('in the editor, shows the variant being edited, else the default', () => {
    expect(chooseVariant(variants, [], { device: 'mobile' }, { isEditing: true }).index).toBe(
      'default',
    )
    const edited = chooseVariant(variants, [], {}, { isEditing: true, previewingIndex: 1 })
    expect(edited).toMatchObject({ index: 1, path: 'variants.1.blocks' })
  })
})

describe('PersonalizationContainer', () => {
  it.each<[UserAttributes, string, string]>([
    [{ device: 'mobile' }, 'For phones', '0'],
    [{ device: 'desktop', member: true }, 'Welcome back', '1'],
    [{ device: 'desktop' }, 'For everyone', 'default'],
  ])(
    'renders the matching variant on the server and keeps it when hydrating (%o)',
    async (userAttributes, shown, index) => {
      const result = await hydrateForTest(
        <Content apiKey="k" content={entryWith([container()])} userAttributes={userAttributes} />,
      )
      // Only the chosen variant is in the HTML: nothing hidden to flicker or to leak.
      const others = ['For phones', 'Welcome back', 'For everyone'].filter((t) => t !== shown)
      expect(result.html).toContain(shown)
      for (const other of others) expect(result.html).not.toContain(other)
      expect(result.consoleErrors).toEqual([])
      expect(result.recoverableErrors).toEqual([])
      const root = result.container.querySelector('.builder-personalization-container')
      expect(root?.getAttribute('data-variant')).toBe(index)
      expect(root?.textContent).toBe(shown)
      result.unmount()
    },
  )

  it('carries the block root style and attributes (no wrapper)', () => {
    return hydrateForTest(
      <Content apiKey="k" content={entryWith([container()])} userAttributes={{}} />,
    ).then((result) => {
      const root = result.container.querySelector('.builder-personalization-container')
      expect(root?.classList.contains('p1')).toBe(true)
      expect(root?.getAttribute('builder-id')).toBe('p1')
      expect(root?.getAttribute('style')).toContain('background:red')
      expect(result.html).toContain('.p1{padding:12px}')
      result.unmount()
    })
  })

  it('shows the variant being edited in the editor', async () => {
    const content = entryWith([container({ previewingIndex: 1 })])
    const { container: frame } = await renderInEditor({ content })
    expect(frame.querySelector('.builder-personalization-container')?.textContent).toBe(
      'Welcome back',
    )
    const list = frame.querySelector('.builder-personalization-container > .builder-blocks')
    expect(list?.getAttribute('builder-path')).toBe('component.options.variants.1.blocks')
  })

  it('in the editor, previews as the attributes the editor sends', async () => {
    const { container: frame, send } = await renderInEditor({ content: entryWith([container()]) })
    const shown = () => frame.querySelector('.builder-personalization-container')?.textContent
    expect(shown()).toBe('For everyone')
    await send({ type: 'builder.overrideUserAttributes', data: { device: 'mobile' } })
    expect(shown()).toBe('For phones')
    await send({ type: 'builder.overrideUserAttributes', data: {} })
    expect(shown()).toBe('For everyone')
  })
})
