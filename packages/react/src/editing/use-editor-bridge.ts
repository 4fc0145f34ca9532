import { LOG_PREFIX } from '@tessera/core'
import { createMessage } from '@tessera/core/editor'
import type {
  EditorToSiteMessage,
  RegisteredComponentInfo,
  SiteToEditorMessage,
} from '@tessera/core/editor'
import type { EvaluateResult } from '@tessera/core/evaluator'
import { announceSdk, postToEditor, subscribeToEditor } from '@tessera/sdk/editor'
import type { MessageTarget } from '@tessera/sdk/editor'
import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'
import type { Registry } from '../types.ts'
import { createPointerReporter } from './create-pointer-reporter.ts'

/** How `<Content>` talks to the editor; the window parts are injectable for tests and custom hosts. */
export interface EditorConnection {
  /** Forces editing mode on or off. Default: `isEditing()` of the SDK (framed + `builder.frameEditing=`). */
  isEditing?: boolean
  /** Origin of the editor, always trusted and used as the target origin. Default: none (`'*'`). */
  editorOrigin?: string
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
 * `builder.evaluate`, and reports pointer hover and clicks on blocks.
 */
export function useEditorBridge(options: EditorBridgeOptions): void {
  const latest = useRef(options)
  latest.current = options
  const { connection, model, apiKey, contentId, registry, trustedHosts, rootRef } = options
  const trustedKey = (trustedHosts ?? []).join(',')
  const targetWindow = connection?.targetWindow
  const editorOrigin = connection?.editorOrigin
  const messageSource = connection?.messageSource

  useEffect(() => {
    const target = { targetWindow, targetOrigin: editorOrigin }
    const post = (message: SiteToEditorMessage) => {
      try {
        postToEditor(message, target)
      } catch {
        if (message.type === 'builder.evaluateResult') {
          postToEditor(
            createMessage('builder.evaluateError', {
              id: message.data.id,
              error: 'The result cannot be sent to the editor',
            }),
            target,
          )
        }
      }
    }
    try {
      announceSdk({
        ...target,
        modelName: model,
        apiKey: apiKey ?? '',
        // Read-only arrays of our info are sent as they are; announceSdk drops the functions.
        components: registry
          .listComponents({ includeBuiltIns: false })
          .map(
            ({ builtIn: _builtIn, component: _component, ...info }) =>
              info as RegisteredComponentInfo,
          ),
      })
    } catch (error) {
      console.warn(`${LOG_PREFIX}could not announce the SDK to the editor`, error)
    }
    return subscribeToEditor(
      (message) => {
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
        latest.current.onMessage(message)
      },
      {
        trustedHosts: trustedKey === '' ? [] : trustedKey.split(','),
        editorOrigin,
        window: messageSource,
      },
    )
  }, [targetWindow, editorOrigin, messageSource, model, apiKey, registry, trustedKey])

  useEffect(() => {
    const root = rootRef.current
    if (!root || !contentId) return undefined
    const reporter = createPointerReporter({
      root,
      contentId,
      post: (message) => postToEditor(message, { targetWindow, targetOrigin: editorOrigin }),
    })
    root.addEventListener('mouseover', reporter.onMouseOver)
    root.addEventListener('mouseleave', reporter.onMouseLeave)
    root.addEventListener('click', reporter.onClick)
    return () => {
      root.removeEventListener('mouseover', reporter.onMouseOver)
      root.removeEventListener('mouseleave', reporter.onMouseLeave)
      root.removeEventListener('click', reporter.onClick)
    }
  }, [contentId, targetWindow, editorOrigin, rootRef])
}
