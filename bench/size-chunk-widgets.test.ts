import { describe, expect, it } from 'vitest'
import { splitInputs } from './split-inputs.ts'

// Each widget is in the default registry by name only: its code is a lazy chunk of its own in
// browser builds, so a page without widgets loads none of it.
const WIDGET_FILES = [
  'packages/react/src/widgets/accordion/accordion.tsx',
  'packages/react/src/widgets/tabs/tabs.tsx',
  'packages/react/src/widgets/carousel/carousel.tsx',
  'packages/react/src/widgets/masonry/masonry.tsx',
  'packages/react/src/widgets/masonry/layout.ts',
]

describe('the widgets in a code-split bundle', () => {
  it('are lazy chunks with the browser condition; their definitions are initial', async () => {
    const { initial, lazy } = await splitInputs('browser')
    expect(initial).toContain('packages/react/src/widgets/accordion/definition.ts')
    expect(initial).toContain('packages/react/src/chunks/widget-loader.browser.ts')
    for (const file of WIDGET_FILES) {
      expect(initial).not.toContain(file)
      expect(lazy).toContain(file)
    }
  }, 30_000)

  it('are in the initial chunks without the browser condition (the server loader)', async () => {
    const { initial } = await splitInputs('node')
    expect(initial).toContain('packages/react/src/chunks/widget-loader.ts')
    for (const file of WIDGET_FILES) expect(initial).toContain(file)
  }, 30_000)
})
