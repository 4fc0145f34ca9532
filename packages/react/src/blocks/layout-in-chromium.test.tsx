import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { hydrateInChromium, chromiumPerFile } from '../../../../test-utils/chromium-hydration.ts'
import { entryWith } from '../testing/content-html.test-support.tsx'

/**
 * What a visitor sees of blocks whose behaviour is visual: server HTML hydrated in Chromium,
 * measured there.
 */
const browser = chromiumPerFile()

const element = (block: Omit<Block, '@type'>): Block => ({
  '@type': '@builder.io/sdk:Element',
  ...block,
})

describe('in Chromium', { timeout: 120_000 }, () => {
  it('renders an Image with a given width and height at that size, lazily', async () => {
    const image = element({
      id: 'img',
      component: {
        name: 'Image',
        options: { image: '/api/v1/image/assets%2Fa%2Fphoto', width: 600, height: 400 },
      },
    })
    const hydrated = await hydrateInChromium(browser(), {
      apiKey: 'k',
      content: entryWith([image]),
    })
    try {
      const box = await hydrated.page.evaluate(() => {
        const img = document.querySelector('img.builder-image') as HTMLImageElement
        const rect = img.getBoundingClientRect()
        return {
          width: rect.width,
          height: rect.height,
          loading: img.loading,
          priority: img.getAttribute('fetchpriority'),
        }
      })
      expect(box).toEqual({ width: 600, height: 400, loading: 'lazy', priority: 'auto' })
      expect(hydrated.errors).toEqual([])
    } finally {
      await hydrated.close()
    }
    // Never wider than its container: at 375 px it keeps its ratio.
    const narrow = await hydrateInChromium(
      browser(),
      { apiKey: 'k', content: entryWith([image]) },
      { viewport: { width: 375, height: 700 } },
    )
    try {
      const box = await narrow.page.evaluate(() => {
        const rect = document.querySelector('img.builder-image')!.getBoundingClientRect()
        return { width: Math.round(rect.width), height: Math.round(rect.height) }
      })
      expect(box).toEqual({ width: 375, height: 250 })
    } finally {
      await narrow.close()
    }
  })

  it('centres vertically-centred blocks in the columns of a fixed-height Columns', async () => {
    const centred = (id: string, text: string) =>
      element({
        id,
        component: { name: 'Text', options: { text } },
        responsiveStyles: { large: { marginTop: 'auto', marginBottom: 'auto' } },
      })
    const columns = element({
      id: 'cols',
      component: {
        name: 'Columns',
        options: {
          columns: [{ blocks: [centred('a', 'One')] }, { blocks: [centred('b', 'Two<br>lines')] }],
        },
      },
      responsiveStyles: {
        large: { display: 'flex', flexDirection: 'column', height: '300px' },
      },
    })
    const hydrated = await hydrateInChromium(browser(), {
      apiKey: 'k',
      content: entryWith([columns]),
    })
    try {
      const centres = await hydrated.page.evaluate(() => {
        const centre = (selector: string) => {
          const rect = document.querySelector(selector)!.getBoundingClientRect()
          return rect.top + rect.height / 2
        }
        return { block: centre('.cols'), a: centre('.a'), b: centre('.b') }
      })
      expect(Math.abs(centres.a - centres.block)).toBeLessThan(1)
      expect(Math.abs(centres.b - centres.block)).toBeLessThan(1)
      expect(hydrated.errors).toEqual([])
    } finally {
      await hydrated.close()
    }
  })

  it('shows the personalized variant from the first paint, never changing it', async () => {
    const text = (id: string, value: string) =>
      element({ id, component: { name: 'Text', options: { text: value } } })
    const container = element({
      id: 'p1',
      component: {
        name: 'PersonalizationContainer',
        options: {
          variants: [
            {
              query: [{ property: 'device', operator: 'is', value: 'mobile' }],
              blocks: [text('m', 'For phones')],
            },
          ],
        },
      },
      responsiveStyles: { large: { paddingTop: '16px' } },
      children: [text('d', 'For everyone')],
    })
    // Once the server HTML is parsed (before the bundle runs): what the visitor first sees, and
    // every later change of it.
    const observe = `
      window.__changes = 0
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return
        const root = document.querySelector('.builder-personalization-container')
        window.__firstText = root ? root.textContent : null
        new MutationObserver((records) => { window.__changes += records.length })
          .observe(root, { subtree: true, childList: true, characterData: true })
      })`
    const hydrated = await hydrateInChromium(
      browser(),
      { apiKey: 'k', content: entryWith([container]), userAttributes: { device: 'mobile' } },
      { initScript: observe },
    )
    try {
      const seen = await hydrated.page.evaluate(() => {
        const root = document.querySelector('.builder-personalization-container') as HTMLElement
        const recorded = window as unknown as { __changes: number; __firstText: string }
        return {
          first: recorded.__firstText,
          text: root.innerText,
          paddingTop: getComputedStyle(root).paddingTop,
          changes: recorded.__changes,
        }
      })
      expect(hydrated.html).toContain('For phones')
      expect(hydrated.html).not.toContain('For everyone')
      expect(seen).toEqual({
        first: 'For phones',
        text: 'For phones',
        paddingTop: '16px',
        changes: 0,
      })
      expect(hydrated.errors).toEqual([])
    } finally {
      await hydrated.close()
    }
  })
})
