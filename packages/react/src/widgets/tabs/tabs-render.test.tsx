import { describe, expect, it } from 'vitest'
import { someTabs, tabsHtml, text } from './tabs.test-support.tsx'

const label = (n: number, i: number) =>
  `<div class="builder-blocks" builder-path="component.options.tabs.${i}.label" builder-parent-id="tw"><div class="l${n} builder-block" builder-id="l${n}"><div class="builder-text">Tab ${n}</div></div></div>`
const header = (layout = 'flex-start', name = 'Tabs') =>
  `<div class="builder-tabs-wrap" role="tablist" aria-label="${name}" style="display:flex;flex-direction:row;justify-content:${layout};overflow:auto">`

/** Which tab is active (1-based, 0 for none) and whether a panel is rendered, from the HTML. */
function activeOf(html: string) {
  const spans = [...html.matchAll(/<span [^>]*>/g)].map((match) => match[0])
  const active = spans.findIndex((span) => span.includes('builder-tab-active')) + 1
  const panel = /<div id="panel-(\d+)" role="tabpanel" aria-labelledby="tab-(\d+)"/.exec(html)
  return {
    active,
    panel: panel ? Number(panel[1]) + 1 : 0,
    tabbable: spans.map((s) => /tabindex="0"/.test(s)),
  }
}

describe('Builder: Tabs (server render)', () => {
  it('renders Builder markup with ARIA: header of tabs, the first open, its panel only', () => {
    expect(tabsHtml({ tabs: someTabs(2) })).toBe(
      [
        '<div class="tw builder-block" builder-id="tw"><!--$--><div>',
        header(),
        '<span id="tab-0" class="builder-tab-wrap builder-tab-active" style="background-color:rgba(0, 0, 0, 0.1)" role="tab" aria-selected="true" aria-controls="panel-0" tabindex="0">',
        label(1, 0),
        '</span>',
        '<span id="tab-1" class="builder-tab-wrap" role="tab" aria-selected="false" tabindex="-1">',
        label(2, 1),
        '</span></div>',
        '<div id="panel-0" role="tabpanel" aria-labelledby="tab-0" tabindex="0">',
        `<div class="builder-blocks" builder-path="component.options.tabs.0.content" builder-parent-id="tw">`,
        '<div class="c1 builder-block" builder-id="c1"><div class="builder-text">Content 1</div></div></div>',
        '</div></div><!--/$--></div>',
      ].join(''),
    )
  })

  it('opens defaultActiveTab (1-based)', () => {
    const html = tabsHtml({ tabs: someTabs(3), defaultActiveTab: 3 })
    expect(activeOf(html)).toEqual({ active: 3, panel: 3, tabbable: [false, false, true] })
    expect(html).toContain('Content 3')
    expect(html).not.toContain('Content 1')
    expect(html).toContain('builder-path="component.options.tabs.2.content"')
  })

  it('opens no tab with defaultActiveTab 0: no panel, the first tab tabbable', () => {
    const html = tabsHtml({ tabs: someTabs(2), defaultActiveTab: 0 })
    expect(activeOf(html)).toEqual({ active: 0, panel: 0, tabbable: [true, false] })
    expect(html).not.toContain('Content')
    expect(html).not.toContain('aria-selected="true"')
    expect(html).not.toContain('style="background-color')
  })

  it.each([3, 10, -1, 1.5, Infinity, '0', '-2'])(
    'opens no tab with defaultActiveTab %s',
    (value) => {
      expect(activeOf(tabsHtml({ tabs: someTabs(2), defaultActiveTab: value }))).toMatchObject({
        active: 0,
        panel: 0,
      })
    },
  )

  it.each([
    [undefined, 1],
    [null, 1],
    [Number.NaN, 1],
    ['abc', 1],
    ['', 1],
    [{}, 1],
    [true, 1],
    ['2', 2],
    [' 2 ', 2],
  ])('reads defaultActiveTab %j as tab %i', (value, expected) => {
    expect(activeOf(tabsHtml({ tabs: someTabs(2), defaultActiveTab: value }))).toMatchObject({
      active: expected,
      panel: expected,
    })
  })

  it.each(['center', 'space-between', 'space-around', 'flex-start', 'flex-end'])(
    'lays the header out with tabHeaderLayout %s',
    (layout) => {
      expect(tabsHtml({ tabs: someTabs(1), tabHeaderLayout: layout })).toContain(header(layout))
    },
  )

  it.each(['space-evenly', 'left', '', 3, null, ['center']])(
    'lays the header out flex-start for tabHeaderLayout %j',
    (layout) => {
      expect(tabsHtml({ tabs: someTabs(1), tabHeaderLayout: layout })).toContain(header())
    },
  )

  it('names the tablist with ariaLabel', () => {
    const html = tabsHtml({ tabs: someTabs(1), ariaLabel: 'Product details' })
    expect(html).toContain(header('flex-start', 'Product details'))
  })

  it.each([undefined, null, '', '  ', 5, ['x'], {}])(
    'names the tablist "Tabs" for ariaLabel %j',
    (ariaLabel) => {
      expect(tabsHtml({ tabs: someTabs(1), ariaLabel })).toContain(header())
    },
  )

  it('styles the active tab with activeTabStyle, the default when absent or null', () => {
    const styled = tabsHtml({
      tabs: someTabs(2),
      activeTabStyle: { color: 'red', fontWeight: 700 },
    })
    expect(styled).toContain(
      '<span id="tab-0" class="builder-tab-wrap builder-tab-active" style="color:red;font-weight:700"',
    )
    expect(styled).toContain('<span id="tab-1" class="builder-tab-wrap" role="tab"')
    const byDefault =
      'class="builder-tab-wrap builder-tab-active" style="background-color:rgba(0, 0, 0, 0.1)"'
    expect(tabsHtml({ tabs: someTabs(2), activeTabStyle: null })).toContain(byDefault)
    expect(tabsHtml({ tabs: someTabs(2) })).toContain(byDefault)
  })

  it.each([{}, 'color: red', ['x'], 5])(
    'gives the active tab no style for activeTabStyle %j',
    (style) => {
      const html = tabsHtml({ tabs: someTabs(2), activeTabStyle: style })
      expect(html).toContain('class="builder-tab-wrap builder-tab-active" role="tab"')
    },
  )

  it.each(['tabs', null, 5, { 0: {} }])('renders an empty header when tabs is %j', (tabs) => {
    const html = tabsHtml({ tabs })
    expect(html).toBe(
      `<div class="tw builder-block" builder-id="tw"><!--$--><div>${header()}</div></div><!--/$--></div>`,
    )
  })

  it('renders bad entries as tabs with empty lists, keeping the paths of the others', () => {
    const html = tabsHtml({
      tabs: [null, 'x', { label: 'not blocks', content: 7 }, { label: [text('l4', 'Four')] }],
      defaultActiveTab: 3,
    })
    expect(html.match(/role="tab"/g)).toHaveLength(4)
    for (const i of [0, 1, 2]) {
      expect(html).toContain(
        `<div class="builder-blocks no-blocks" builder-path="component.options.tabs.${i}.label"`,
      )
    }
    expect(html).toContain('builder-path="component.options.tabs.3.label"')
    expect(html).toContain('<div class="builder-text">Four</div>')
    expect(html).toContain(
      '<div id="panel-2" role="tabpanel" aria-labelledby="tab-2" tabindex="0"><div class="builder-blocks no-blocks" builder-path="component.options.tabs.2.content"',
    )
  })

  it('renders an open tab without content as an empty panel', () => {
    const html = tabsHtml({ tabs: [{ label: [text('l1', 'One')] }] })
    expect(html).toContain(
      '<div id="panel-0" role="tabpanel" aria-labelledby="tab-0" tabindex="0"><div class="builder-blocks no-blocks" builder-path="component.options.tabs.0.content"',
    )
  })
})
