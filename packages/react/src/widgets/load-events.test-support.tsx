/**
 * The widgets' load-event tests: a Custom Code block placed AFTER a widget whose script (run in
 * the block's own effect, after the widget's effects) starts listening to the widget's load
 * event, as a page's code does. A test file using it runs scripts: its second line is
 * `// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true, …}}` as in
 * blocks/custom-code/custom-code.test.tsx. Used by the widgets' tests only.
 * @module
 */
import type { Block } from '@tessera/core'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { Content } from '../content/content.tsx'
import { entryWith } from '../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../testing/render.test-support.tsx'
import type { HydrationResult } from '../testing/render.test-support.tsx'
import type { BlockDefinition } from '../types.ts'

interface Heard {
  __heardLoads?: string[]
  __stopListening?: Array<() => void>
}
const page = window as unknown as Heard

/**
 * A Custom Code block (id `id`) whose script listens on the document to `type` and records each
 * event heard as `<type> <detail.block.id>` (see {@link heardLoads}).
 */
export function listenerCode(id: string, type: string): Block {
  const script =
    '(function () { var w = window; w.__heardLoads = w.__heardLoads || [];' +
    ' w.__stopListening = w.__stopListening || [];' +
    " function hear(e) { w.__heardLoads.push(e.type + ' ' + e.detail.block.id) }" +
    ` document.addEventListener('${type}', hear);` +
    ` w.__stopListening.push(function () { document.removeEventListener('${type}', hear) }) })()`
  return {
    '@type': '@builder.io/sdk:Element',
    id,
    component: { name: 'Custom Code', options: { code: `<script>${script}</script>` } },
  }
}

/** What the listener scripts heard so far. */
export function heardLoads(): string[] {
  return [...(page.__heardLoads ?? [])]
}

/** Removes the listeners the scripts added and forgets what they heard. */
export function stopListening(): void {
  for (const stop of page.__stopListening ?? []) stop()
  page.__stopListening = []
  page.__heardLoads = []
}

/** What {@link setUpLoadEventHydration} gives a test file. */
export interface LoadEventHydration {
  /** Hydrates the server HTML of these blocks and checks there was no mismatch. */
  hydrate(blocks: Block[]): Promise<HydrationResult>
  /** Unmounts what `hydrate` mounted, at once (the test then checks nothing fires). */
  unmountNow(): void
}

/**
 * The set-up of a widget's load-event test file: fake timers (`setTimeout` only) around each
 * test, and after it the hydrated page unmounted and the listener scripts stopped. `widget` is
 * the block type registered with the content.
 */
export function setUpLoadEventHydration(widget: BlockDefinition): LoadEventHydration {
  let mounted: HydrationResult | undefined
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    mounted?.unmount()
    mounted = undefined
    stopListening()
    vi.useRealTimers()
  })
  return {
    async hydrate(blocks) {
      const element = (
        <Content apiKey="key" content={entryWith(blocks)} customComponents={[widget]} />
      )
      mounted = await hydrateForTest(element)
      expect(mounted.recoverableErrors).toEqual([])
      expect(mounted.consoleErrors).toEqual([])
      return mounted
    },
    unmountNow() {
      mounted?.unmount()
      mounted = undefined
    },
  }
}
