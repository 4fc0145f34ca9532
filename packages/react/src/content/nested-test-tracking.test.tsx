// @vitest-environment happy-dom
import type { Entry } from '@tessera/core'
import type { Tracker } from '@tessera/sdk'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { hydrateForTest } from '../testing/render.test-support.tsx'
import { Content } from './content.tsx'

const text = (id: string, value: string) => ({
  '@type': '@builder.io/sdk:Element' as const,
  id,
  component: { name: 'Text', options: { text: value } },
})

function symbolPage(symbolContent: Entry): Entry {
  return {
    id: 'page1',
    data: {
      blocks: [
        {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-sym',
          component: {
            name: 'Symbol',
            options: {
              symbol: { model: 'symbol', entry: symbolContent.id, content: symbolContent },
            },
          },
        },
      ],
    },
  }
}

function recordingTracker(calls: unknown[]): Tracker {
  return {
    enabled: true,
    observeImpression: (_element: Element, ref: unknown) => {
      calls.push(['impression', ref])
      return () => {}
    },
    trackClick: (_event: unknown, ref: { contentId: string }) =>
      calls.push(['click', ref.contentId]),
  } as unknown as Tracker
}

describe('a split-tested symbol inside a page', () => {
  it('tracks its own impression and clicks, with its variation, besides the page', async () => {
    const calls: unknown[] = []
    const symbol: Entry = {
      id: 'sym1',
      testVariationId: 'v1',
      testVariationName: 'B',
      data: { blocks: [text('t1', 'Symbol B')] },
    }
    const result = await hydrateForTest(
      <Content apiKey="key" content={symbolPage(symbol)} tracker={recordingTracker(calls)} />,
    )
    expect(result.container.textContent).toContain('Symbol B')
    await act(async () => result.container.querySelector<HTMLElement>('.builder-text')?.click())
    expect(calls).toContainEqual(['impression', { contentId: 'sym1', variationId: 'v1' }])
    expect(calls).toContainEqual(['impression', { contentId: 'page1' }])
    expect(calls.filter((call) => (call as unknown[])[0] === 'click')).toEqual([
      ['click', 'sym1'],
      ['click', 'page1'],
    ])
    result.unmount()
  })

  it('tracks nothing of its own when it is not tested', async () => {
    const calls: unknown[] = []
    const symbol: Entry = { id: 'sym1', data: { blocks: [text('t1', 'Plain')] } }
    const result = await hydrateForTest(
      <Content apiKey="key" content={symbolPage(symbol)} tracker={recordingTracker(calls)} />,
    )
    expect(calls).toEqual([['impression', { contentId: 'page1' }]])
    result.unmount()
  })

  it('tracks a tested symbol inside an untested one', async () => {
    const calls: unknown[] = []
    const inner: Entry = {
      id: 'inner',
      testVariationId: 'inner',
      data: { blocks: [text('t2', 'Inner default')] },
    }
    const outer = symbolPage(inner)
    const page = symbolPage({ ...outer, id: 'outer' })
    const result = await hydrateForTest(
      <Content apiKey="key" content={page} tracker={recordingTracker(calls)} />,
    )
    expect(result.container.textContent).toContain('Inner default')
    expect(calls).toEqual(
      expect.arrayContaining([
        ['impression', { contentId: 'inner' }],
        ['impression', { contentId: 'page1' }],
      ]),
    )
    expect(calls).toHaveLength(2)
    result.unmount()
  })
})
