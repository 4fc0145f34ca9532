import type { Entry } from '@tessera/core'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { Content } from '../content/content.tsx'
import { createRegistry } from '../registry/create-registry.ts'
import type { Registry } from '../types.ts'
import { enableAct } from './render.test-support.tsx'

/** The editor's origin in the editing tests. */
export const TEST_EDITOR_ORIGIN = 'https://editor.test'

/** Options of {@link renderInEditor}. */
export interface RenderInEditorOptions {
  content: Entry
  registry?: Registry
  trustedHosts?: string[]
  /** Default: [{@link TEST_EDITOR_ORIGIN}]. */
  editorOrigins?: string[]
  trustLocalhost?: boolean
  /** Also told of each message the site posts to the editor (a test's spy, say). */
  onPost?: (message: unknown, targetOrigin: string) => void
}

/**
 * Renders `<Content>` in editing mode into the document (a DOM test environment), as the site
 * in the editor's frame: what it posts to the editor is recorded (`posted`), and `send` hands it
 * a message from the editor (by default from {@link TEST_EDITOR_ORIGIN}) and waits for React.
 */
export async function renderInEditor(options: RenderInEditorOptions) {
  enableAct()
  const calls: Array<[unknown, string]> = []
  const postMessage = (message: unknown, targetOrigin: string) => {
    calls.push([message, targetOrigin])
    options.onPost?.(message, targetOrigin)
  }
  const messageSource = new EventTarget()
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  await act(async () =>
    root.render(
      <Content
        model="page"
        apiKey="key"
        content={options.content}
        registry={options.registry ?? createRegistry()}
        trustedHosts={options.trustedHosts}
        editor={{
          isEditing: true,
          targetWindow: { postMessage },
          messageSource,
          editorOrigins: options.editorOrigins ?? [TEST_EDITOR_ORIGIN],
          ...(options.trustLocalhost === undefined
            ? {}
            : { trustLocalhost: options.trustLocalhost }),
        }}
      />,
    ),
  )
  const send = async (data: unknown, origin = TEST_EDITOR_ORIGIN) => {
    await act(async () => {
      messageSource.dispatchEvent(new MessageEvent('message', { data, origin }))
    })
  }
  const posted = () =>
    calls.map(([message]) => message as { type: string; data: Record<string, unknown> })
  return { container, root, send, posted }
}
