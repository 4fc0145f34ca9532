import { createMessage } from '@tessera/core/editor'
import type { EditorToSiteMessage, SdkInfoData } from '@tessera/core/editor'
import type { DocumentStore } from '../state/document-store.ts'
import { CanvasBridge } from './canvas-bridge.ts'
import type { CanvasEvents } from './canvas-bridge.ts'

/** The site's origin in the bridge tests. */
export const TEST_SITE = 'https://site.test'

/** `builder.sdkInfo` as Tessera's editing runtime sends it. */
export const TESSERA_SDK_INFO: SdkInfoData = {
  target: 'tessera',
  version: '0.1.0',
  supportsPatchUpdates: 'v4',
  supportsAddBlockScoping: false,
  supportsCustomBreakpoints: true,
  supportsXSmallBreakpoint: false,
  blockLevelPersonalization: false,
  modelName: 'page',
  apiKey: 'public-key',
}

/**
 * A {@link CanvasBridge} for content `page1` over a stand-in frame window that records what the
 * editor posts to it (`posted`), with `receive` to hand it a message from the frame (by default
 * from the site's origin and the frame's window) and `hello` for the site's `builder.sdkInfo`.
 */
export function testBridge(store: DocumentStore, events: Partial<CanvasEvents> = {}) {
  const posted: Array<{ message: EditorToSiteMessage; origin: string }> = []
  const frame = {
    postMessage: (message: EditorToSiteMessage, origin: string) => posted.push({ message, origin }),
  }
  const none = () => {}
  const bridge = new CanvasBridge(TEST_SITE, () => frame as unknown as Window, store, 'page1', {
    onHover: none,
    onSelect: none,
    onEmptyClick: none,
    onComponent: none,
    onReady: none,
    ...events,
  })
  const receive = (data: unknown, origin = TEST_SITE, source: unknown = frame) =>
    bridge.receive({ data, origin, source } as MessageEvent)
  const hello = (info: SdkInfoData = TESSERA_SDK_INFO) =>
    receive(createMessage('builder.sdkInfo', info))
  /** The types of the messages posted so far. */
  const postedTypes = () => posted.map((item) => item.message.type)
  return { bridge, posted, postedTypes, receive, hello }
}
