import { readFileSync } from 'node:fs'
import { responsiveStylesToCss } from '@tessera/core/css'
import { createEvaluator, interpolateText } from '@tessera/core/evaluator'
import type { Block, Entry } from '@tessera/core'
import {
  assignVariation,
  createHeaderCookieJar,
  createTracker,
  fetchOneEntry,
  getDefaultUserAttributes,
} from '@tessera/sdk'
import { startDemoService } from './demo-service.ts'

/**
 * The main job until the website exists: the content layer end to end, as a site would use it
 * to serve one visitor (fetch by URL, split test, bindings, responsive CSS, tracking).
 */
const API_KEY = 'demo-public-key'
const home = JSON.parse(
  readFileSync(new URL('../packages/core/fixtures/home-page.json', import.meta.url), 'utf8'),
) as Entry
const line = (label: string, value: unknown) =>
  console.log(`  ${label.padEnd(18)} ${typeof value === 'string' ? value : JSON.stringify(value)}`)

const service = await startDemoService([home], API_KEY)
console.log(`Tessera content-layer demo — content endpoint at ${service.origin}\n`)
try {
  const userAttributes = getDefaultUserAttributes({
    url: 'https://www.example.com/',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
  })
  console.log('1. A visitor asks for / on a phone')
  line('user attributes', userAttributes)
  const entry = await fetchOneEntry({
    model: 'page',
    apiKey: API_KEY,
    apiHost: service.origin,
    userAttributes,
  })
  if (!entry) throw new Error('no page matched /')
  line('page', `${entry.name} (${entry.id})`)

  console.log('\n2. Split test decided on the server from the cookie')
  const cookieJar = createHeaderCookieJar('')
  const shown = assignVariation({ entry, cookieJar })
  line('variation', `${shown.testVariationName} (${shown.testVariationId})`)
  line('Set-Cookie', cookieJar.setCookieHeaders()[0] ?? '(none)')

  console.log('\n3. Bindings and text run in the safe evaluator')
  const evaluator = createEvaluator()
  const state = { ...(shown.data?.state ?? {}) }
  const blocks: Block[] = shown.data?.blocks ?? []
  for (const block of blocks) {
    const options = { ...(block.component?.options ?? {}) }
    for (const [path, code] of Object.entries(block.bindings ?? {})) {
      const result = evaluator.evaluate(code, { state })
      if (result.ok) options[path.replace('component.options.', '')] = result.value
    }
    const text = typeof options.text === 'string' ? options.text : ''
    const html = interpolateText(text, (code) => {
      const result = evaluator.evaluate(code, { state })
      return result.ok ? result.value : undefined
    })
    line(block.id ?? '?', html || options)
  }

  console.log('\n4. Responsive CSS, desktop first')
  for (const block of blocks) {
    const css = responsiveStylesToCss(block.id ?? '', block.responsiveStyles)
    if (css) console.log(css.replace(/^/gm, '    '))
  }

  console.log('\n5. Tracking batches events into one POST /api/v1/track')
  const tracker = createTracker({
    apiKey: API_KEY,
    apiHost: service.origin,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120',
    window: Object.assign(new EventTarget(), { location: { href: 'https://www.example.com/' } }),
    document: null,
    storage: null,
    cookieJar: cookieJar,
    userAttributes,
  })
  const content = { contentId: entry.id, variationId: shown.testVariationId }
  tracker.trackImpression(content)
  tracker.trackConversion({ ...content, amount: 29 })
  await tracker.flush()
  await tracker.dispose()
  for (const event of service.events) {
    line(event.type, { contentId: event.data.contentId, variationId: event.data.variationId })
  }
  console.log('\nDone. The content service, renderer and site come next (see README).')
} finally {
  await service.close()
}
