import { LOG_PREFIX } from '@tessera/core'
import { createMessage } from '@tessera/core/editor'
import type {
  EditorToSiteMessage,
  RegisteredComponentInfo,
  SiteToEditorMessage,
} from '@tessera/core/editor'
import type { EvaluateResult } from '@tessera/core/evaluator'
import {
  announceSdk,
  createEditorTarget,
  postToEditor,
  resolveEditorTrust,
  subscribeToEditor,
} from '@tessera/sdk/editor'
import type { MessageTarget } from '@tessera/sdk/editor'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { RefObject } from 'react'
import type { Registry } from '../types.ts'
import { createPointerReporter } from './create-pointer-reporter.ts'
import { startCanvasRuntime } from './start-canvas-runtime.ts'
import type { CanvasRuntime } from './start-canvas-runtime.ts'

/** How `<Content>` talks to the editor; the window parts are injectable for tests and custom hosts. */
export interface EditorConnection {
  /** Forces editing mode on or off. Default: `isEditing()` of the SDK (framed + `builder.frameEditing=`). */
  isEditing?: boolean
  /**
   * Full origins of the editor (`https://editor.example.com`), trusted exactly (scheme, host,
   * port). The site's messages go to the editor that spoke first; before that, to the framing
   * window's origin when the browser reports it and it is trusted, else to each of these.
   * Never to `'*'`. Default: none (then only `trustedHosts` and local hosts are trusted).
   */
  editorOrigins?: readonly string[]
  /**
   * Whether an editor on `localhost` / `127.0.0.1` (any port) is trusted. Pass
   * `process.env.NODE_ENV !== 'production'` or the like: a deployed site must not trust pages
   * on its visitors' machines. Default: whether this page itself is on one of those hosts.
   */
  trustLocalhost?: boolean
  /** Window of the editor. Default: `window.parent`. */
  targetWindow?: MessageTarget
  /** Where editor messages arrive. Default: `window`. */
  messageSource?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
}

/** Options of {@link useEditorBridge}. */
export interface EditorBridgeOptions {
  connection: EditorConnection | undefined
  model: string
  apiKey: string | undefined
  contentId: string | undefined
  registry: Registry
  trustedHosts: readonly string[] | undefined
  rootRef: RefObject<HTMLElement | null>
  /** Handles an accepted editor → site message (content updates, patches, state resets). */
  onMessage: (message: EditorToSiteMessage) => void
  /** Runs `builder.evaluate` text through the safe evaluator. */
  evaluate: (text: string) => EvaluateResult
}

/**
 * While mounted (`<Content>` renders the bridge only while editing): announces the SDK and the
 * custom components, listens for editor messages from trusted origins, answers
 * `builder.evaluate`, and reports pointer hover and clicks on blocks. Everything it posts goes
 * to the editor's origin (see `createEditorTarget`), never to `'*'`. Returns a function that
 * posts a message to the editor the same way.
 */
export function useEditorBridge(
  options: EditorBridgeOptions,
): (message: SiteToEditorMessage) => void {
  const latest = useRef(options)
  latest.current = options
  // The canvas runtime (overlay geometry, drag and drop) and the last selection it was sent.
  const canvas = useRef<{ runtime?: CanvasRuntime; select?: EditorToSiteMessage }>({})
  const { connection, model, apiKey, contentId, registry, trustedHosts, rootRef } = options
  // Keys, not arrays: the props are new arrays on each render.
  const trustedKey = (trustedHosts ?? []).join(',')
  const originsKey = (connection?.editorOrigins ?? []).join(',')
  const trustLocalhost = connection?.trustLocalhost
  const targetWindow = connection?.targetWindow
  const messageSource = connection?.messageSource
  const trust = useMemo(
    () =>
      resolveEditorTrust({
        trustedHosts: splitKey(trustedKey),
        editorOrigins: splitKey(originsKey),
        ...(trustLocalhost === undefined ? {} : { trustLocalhost }),
      }),
    [trustedKey, originsKey, trustLocalhost],
  )
  const target = useMemo(() => createEditorTarget(trust), [trust])

  useEffect(() => {
    const post = (message: SiteToEditorMessage) => {
      const to = { targetWindow, targetOrigin: target.origins() }
      try {
        postToEditor(message, to)
      } catch {
        if (message.type === 'builder.evaluateResult') {
          postToEditor(
            createMessage('builder.evaluateError', {
              id: message.data.id,
              error: 'The result cannot be sent to the editor',
            }),
            to,
          )
        }
      }
    }
    const announce = () => {
      try {
        announceSdk({
          targetWindow,
          targetOrigin: target.origins(),
          modelName: model,
          apiKey: apiKey ?? '',
          // Read-only arrays of our info are sent as they are; announceSdk drops the functions.
          components: registry
            .listComponents({ includeBuiltIns: false })
            .map(
              ({ builtIn: _builtIn, component: _component, ...info }) =>
                info as RegisteredComponentInfo,
            ),
          actions: registry.listActions().map((action) => ({ ...action })),
        })
      } catch (error) {
        console.warn(`${LOG_PREFIX}could not announce the SDK to the editor`, error)
      }
    }
    // To the candidate origins now (none when no trusted one is known), and again to the
    // editor when it speaks first from an origin that was not among them.
    announce()
    return subscribeToEditor(
      (message, event) => {
        if (target.confirm(event.origin)) announce()
        if (message.type === 'builder.evaluate') {
          const result = latest.current.evaluate(message.data.text)
          post(
            result.ok
              ? createMessage('builder.evaluateResult', {
                  id: message.data.id,
                  result: result.value,
                })
              : createMessage('builder.evaluateError', {
                  id: message.data.id,
                  error: result.error.message,
                }),
          )
          return
        }
        if (message.type === 'tessera.v1.selectBlock' || message.type === 'tessera.v1.dragProbe') {
          if (message.type === 'tessera.v1.selectBlock') canvas.current.select = message
          canvas.current.runtime?.receive(message)
          return
        }
        latest.current.onMessage(message)
      },
      { ...trust, window: messageSource },
    )
  }, [targetWindow, messageSource, model, apiKey, registry, trust, target])

  useEffect(() => {
    const root = rootRef.current
    const state = canvas.current
    if (!root || !contentId) return undefined
    const post = (message: SiteToEditorMessage) =>
      postToEditor(message, { targetWindow, targetOrigin: target.origins() })
    const runtime = startCanvasRuntime({ root, contentId, post })
    state.runtime = runtime
    if (state.select) runtime.receive(state.select)
    const reporter = createPointerReporter({
      root,
      contentId,
      post: (message) => {
        runtime.sent(message)
        post(message)
      },
    })
    root.addEventListener('mouseover', reporter.onMouseOver)
    root.addEventListener('mouseleave', reporter.onMouseLeave)
    root.addEventListener('click', reporter.onClick)
    return () => {
      root.removeEventListener('mouseover', reporter.onMouseOver)
      root.removeEventListener('mouseleave', reporter.onMouseLeave)
      root.removeEventListener('click', reporter.onClick)
      runtime.stop()
      state.runtime = undefined
    }
  }, [contentId, targetWindow, target, rootRef])

  // Posts a message to the editor, as the listeners above do (for the inline text editing).
  return useCallback(
    (message: SiteToEditorMessage) =>
      postToEditor(message, { targetWindow, targetOrigin: target.origins() }),
    [targetWindow, target],
  )
}

/** The list joined by `,` (origins and host names have no comma). */
function splitKey(key: string): string[] {
  return key === '' ? [] : key.split(',')
}
