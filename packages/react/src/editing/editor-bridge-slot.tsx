/**
 * Where `<Content>` puts its editor bridge while editing. Servers, tests and other non-browser
 * builds have the bridge at once (`#editor-bridge` imports it statically), so it connects in
 * the same commit as before. In browser builds (the `browser` condition) it is a separate chunk
 * that only the editor loads: the editor's messages that arrive meanwhile are kept and handed
 * to the bridge when it subscribes. The bridge renders nothing, so neither does this slot.
 * @module
 */
import { LOG_PREFIX } from '@tessera/core'
import { getLoadedEditorBridge, loadEditorBridge } from '#editor-bridge'
import type { EditorBridgeModule } from '#editor-bridge'
import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import type { EditorBridgeProps } from './editor-bridge.ts'
import { bufferMessages } from './buffer-messages.ts'
import type { MessageSource } from './buffer-messages.ts'

/** The loaded bridge and the source of the messages kept while it loaded. */
interface Loaded {
  bridge: EditorBridgeModule
  messageSource: MessageSource
}

/** Loads the bridge chunk, keeping the editor's messages meanwhile, then renders the bridge. */
function LazyEditorBridge(props: EditorBridgeProps): ReactNode {
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined)
  const messageSource = props.connection?.messageSource
  useEffect(() => {
    let isCurrent = true
    const buffered = bufferMessages(messageSource ?? window)
    loadEditorBridge().then(
      (bridge) => {
        if (isCurrent) setLoaded({ bridge, messageSource: buffered })
      },
      (error: unknown) => console.warn(`${LOG_PREFIX}could not load the editor bridge`, error),
    )
    return () => {
      isCurrent = false
      buffered.stop()
    }
  }, [messageSource])
  if (!loaded) return null
  const { EditorBridge } = loaded.bridge
  return (
    <EditorBridge
      {...props}
      connection={{ ...props.connection, messageSource: loaded.messageSource }}
    />
  )
}

/**
 * Renders the editor bridge of a `<Content>` (mount it only while editing): at once when the
 * bridge is at hand (always outside browser builds), else once its chunk is loaded.
 */
export function EditorBridgeSlot(props: EditorBridgeProps): ReactNode {
  const atOnce = getLoadedEditorBridge()
  if (atOnce) return <atOnce.EditorBridge {...props} />
  return <LazyEditorBridge {...props} />
}
