import { describe, expect, it } from 'vitest'
import { splitInputs } from './split-inputs.ts'

// The editing code: the React bridge and the editor protocol of the SDK and core. Whether the
// page is being edited (sdk is-editing.ts) is decided in the initial chunks, and so is the slot
// that loads the bridge (with the buffer that keeps the editor's messages meanwhile).
const IN_INITIAL = /\/(is-editing\.ts|editor-bridge-slot\.tsx|buffer-messages\.ts)$/
const isEditorCode = (input: string) =>
  /^packages\/(react\/src\/editing|sdk\/src\/editor|core\/src\/editor)\//.test(input) &&
  !IN_INITIAL.test(input)

const EDITOR_FILES = [
  'packages/react/src/editing/editor-bridge.ts',
  'packages/react/src/editing/use-editor-bridge.ts',
  'packages/react/src/editing/apply-patches.ts',
  'packages/react/src/editing/merge-content-update.ts',
  'packages/react/src/editing/create-pointer-reporter.ts',
  'packages/react/src/editing/start-canvas-runtime.ts',
  'packages/react/src/editing/start-canvas-dnd.ts',
  'packages/react/src/editing/find-drop-place.ts',
  'packages/react/src/editing/create-rect-reporter.ts',
  'packages/sdk/src/editor/subscribe-to-editor.ts',
  'packages/sdk/src/editor/post-to-editor.ts',
  'packages/sdk/src/editor/announce-sdk.ts',
  'packages/core/src/editor/messages.ts',
  'packages/core/src/editor/trusted-hosts.ts',
]

describe('the editor bridge in a code-split bundle', () => {
  it('is a lazy chunk with the browser condition, out of the initial chunks', async () => {
    const { initial, lazy } = await splitInputs('browser')
    expect(initial).toContain('packages/react/src/chunks/editor-bridge-loader.browser.ts')
    expect(initial).toContain('packages/react/src/editing/editor-bridge-slot.tsx')
    expect(initial).toContain('packages/sdk/src/editor/is-editing.ts')
    expect(initial.filter(isEditorCode)).toEqual([])
    // Nor the drag-and-drop library the canvas runtime uses.
    expect(initial.filter((input) => input.includes('node_modules/@atlaskit/'))).toEqual([])
    expect(lazy.some((input) => input.includes('node_modules/@atlaskit/'))).toBe(true)
    for (const file of EDITOR_FILES) expect(lazy).toContain(file)
  }, 30_000)

  it('is in the initial chunks without the browser condition (the server loader)', async () => {
    const { initial, lazy } = await splitInputs('node')
    expect(initial).toContain('packages/react/src/chunks/editor-bridge-loader.ts')
    expect(initial).not.toContain('packages/react/src/chunks/editor-bridge-loader.browser.ts')
    for (const file of EDITOR_FILES) expect(initial).toContain(file)
    expect(lazy.filter(isEditorCode)).toEqual([])
  }, 30_000)
})
