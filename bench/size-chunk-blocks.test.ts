import { describe, expect, it } from 'vitest'
import { splitInputs } from './split-inputs.ts'

// The built-in blocks most pages do not have are stand-ins in the renderer (`#block-chunks`):
// their code is in two lazy chunks of their own (the form blocks; the others), so a page with
// interactive blocks loads the renderer without them.
const CHUNK_BLOCK_FILES = [
  'packages/react/src/blocks/form/form/form.tsx',
  'packages/react/src/blocks/form/form/submit-form.ts',
  'packages/react/src/blocks/form/input/input.tsx',
  'packages/react/src/blocks/router/use-router.ts',
  'packages/react/src/blocks/video/video.tsx',
  'packages/react/src/blocks/symbol/symbol.tsx',
  'packages/react/src/blocks/mutation/use-mutation-mount.ts',
  'packages/react/src/blocks/custom-code/custom-code.tsx',
  'packages/react/src/blocks/shared-media/strip-scripts.ts',
  'packages/react/src/blocks/personalization-container/choose-variant.ts',
  // Its targeting rules: a subpath of @tessera/core (the main entry, which every page's first
  // chunk imports, would put them in a chunk shared with it).
  'packages/core/src/targeting/matches-targeting.ts',
  'packages/core/src/targeting/matches-query-rule.ts',
  'packages/core/src/targeting/matches-pattern.ts',
  'packages/react/src/blocks/slot/slot.tsx',
  'packages/react/src/blocks/state-provider/with-extra-context.ts',
  'packages/sdk/src/fetch/build-content-url.ts',
  'packages/sdk/src/fetch/request-json.ts',
]

describe('the blocks most pages do not have, in a code-split bundle', () => {
  it('are lazy chunks outside the renderer chunk with the browser condition', async () => {
    const { initial, lazy, renderer } = await splitInputs('browser')
    expect(renderer).toContain('packages/react/src/blocks/built-in-components.ts')
    expect(renderer).toContain('packages/react/src/chunks/block-loader.browser.ts')
    expect(renderer).toContain('packages/react/src/blocks/image/image.ts')
    for (const file of CHUNK_BLOCK_FILES) {
      expect(initial).not.toContain(file)
      expect(renderer).not.toContain(file)
      expect(lazy).toContain(file)
    }
  }, 30_000)

  it('are in the initial chunks without the browser condition (the server loader)', async () => {
    const { initial } = await splitInputs('node')
    expect(initial).toContain('packages/react/src/chunks/block-loader.ts')
    for (const file of CHUNK_BLOCK_FILES) expect(initial).toContain(file)
  }, 30_000)
})
