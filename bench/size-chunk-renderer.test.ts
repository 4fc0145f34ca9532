import { describe, expect, it } from 'vitest'
import { splitInputs } from './split-inputs.ts'

// The React renderer: `<Block>` and its machinery, the components of the built-in blocks (but
// those most pages do not have, stand-ins loading their own chunks: size-chunk-blocks.test.ts),
// the lists' style sheets and the takeover of the static blocks of mixed lists. Static content
// the server wrote is taken over while hydrating (`#server-html`), so what stays in the initial
// chunks is the list shell and the definitions.
const RENDERER_FILES = [
  'packages/react/src/blocks-renderer/block-list.tsx',
  'packages/react/src/blocks-renderer/block.tsx',
  'packages/react/src/blocks-renderer/block-error-boundary.tsx',
  'packages/react/src/blocks/built-in-components.ts',
  'packages/react/src/blocks/block-tree.tsx',
  'packages/react/src/element-tree/tree-to-react.ts',
  'packages/react/src/blocks/text/text.ts',
  'packages/react/src/blocks/image/image.ts',
  'packages/react/src/blocks/columns/columns.ts',
  'packages/react/src/static-html/taken-over-plan.ts',
  'packages/react/src/static-html/block-head.ts',
  'packages/react/src/pipeline/get-block-attributes.ts',
  'packages/react/src/styles/block-style-sheet.ts',
  'packages/react/src/pipeline/get-list-css.ts',
]
// The parts only some content needs (`#renderer-parts`), one lazy chunk outside the renderer's:
// block actions (author code), pageLoad / scrollInView animations, the content's CSS.
const PARTS_FILES = [
  'packages/react/src/blocks-renderer/get-action-handlers.ts',
  'packages/react/src/animations/bind-animation.ts',
  'packages/react/src/styles/get-content-css.ts',
]
// The static-HTML writer: servers write static lists as HTML; browser builds take that HTML
// over, and render any list the server did not write through the blocks' React components.
const WRITER_FILES = [
  'packages/react/src/static-html/static-block-list.ts',
  'packages/react/src/static-html/block-html.ts',
  'packages/react/src/static-html/attributes-to-html.ts',
  'packages/react/src/static-html/style-to-html.ts',
  'packages/react/src/static-html/blocks-container-html.ts',
  'packages/react/src/element-tree/tree-to-html.ts',
  'packages/react/src/blocks/built-in-html.ts',
]
const STATIC_FILES = [
  'packages/react/src/blocks-renderer/blocks.tsx',
  'packages/react/src/blocks-renderer/use-list-element.ts',
  'packages/react/src/chunks/server-html.browser.ts',
  'packages/react/src/blocks/text/definition.ts',
  'packages/react/src/blocks/chunk-component.tsx',
  'packages/react/src/blocks/chunk-html.ts',
]

describe('the React renderer in a code-split bundle', () => {
  it('is a lazy chunk with the browser condition; static content needs none of it', async () => {
    const { initial, lazy, renderer } = await splitInputs('browser')
    expect(initial).toContain('packages/react/src/chunks/renderer-loader.browser.ts')
    for (const file of STATIC_FILES) expect(initial).toContain(file)
    for (const file of RENDERER_FILES) {
      expect(initial).not.toContain(file)
      expect(lazy).toContain(file)
      expect(renderer).toContain(file)
    }
    for (const file of WRITER_FILES) expect([...initial, ...lazy]).not.toContain(file)
    for (const file of PARTS_FILES) {
      expect(initial).not.toContain(file)
      expect(lazy).toContain(file)
      expect(renderer).not.toContain(file)
    }
  }, 30_000)

  it('is in the initial chunks without the browser condition (the server loader)', async () => {
    const { initial } = await splitInputs('node')
    expect(initial).toContain('packages/react/src/chunks/renderer-loader.ts')
    expect(initial).not.toContain('packages/react/src/chunks/renderer-loader.browser.ts')
    expect(initial).toContain('packages/react/src/chunks/server-html.ts')
    for (const file of [...RENDERER_FILES, ...WRITER_FILES, ...PARTS_FILES]) {
      expect(initial).toContain(file)
    }
  }, 30_000)
})
