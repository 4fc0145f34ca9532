import type { SdkInfoData } from '@tessera/core/editor'
import { describe, expect, it } from 'vitest'
import { DocumentStore } from '../state/document-store.ts'
import { ROOT, ROOT_SLOT_PATH } from '../state/doc-types.ts'
import { pageEntry, textBlock } from '../state/documents.test-support.ts'
import { CanvasBridge } from './canvas-bridge.ts'
import type { SiteSdk } from './site-sdk.ts'

const SITE = 'http://site.test'

/** `builder.sdkInfo` as Builder's gen-2 React SDK (5.2) sends it in the editor's frame. */
const GEN2_INFO: SdkInfoData = {
  target: 'react',
  version: '5.2.4',
  supportsPatchUpdates: false,
  supportsAddBlockScoping: true,
  supportsCustomBreakpoints: true,
  supportsXSmallBreakpoint: true,
  blockLevelPersonalization: true,
  modelName: 'page',
  apiKey: 'public-key',
}
/** As Tessera's editing runtime sends it. */
const TESSERA_INFO: SdkInfoData = {
  ...GEN2_INFO,
  target: 'tessera',
  version: '0.1.0',
  supportsAddBlockScoping: false,
  blockLevelPersonalization: false,
}

/** A bridge over a frame window that records what it is sent. */
function setUp() {
  const posted: { message: { type: string; data: Record<string, unknown> }; origin: string }[] = []
  const frame = {
    postMessage: (message: never, origin: string) => posted.push({ message, origin }),
  } as unknown as Window
  const store = new DocumentStore(pageEntry([textBlock('a', 'A'), textBlock('b', 'B')]))
  const ready: SiteSdk[] = []
  const bridge = new CanvasBridge(SITE, () => frame, store, 'page1', {
    onHover: () => undefined,
    onSelect: () => undefined,
    onEmptyClick: () => undefined,
    onComponent: () => undefined,
    onReady: (_patches, sdk) => ready.push(sdk),
  })
  const hello = (data: SdkInfoData, origin = SITE) =>
    bridge.receive({
      origin,
      source: frame,
      data: { type: 'builder.sdkInfo', data },
    } as unknown as MessageEvent)
  const setText = (id: string, text: string) =>
    store.dispatch(
      [{ type: 'set', target: id, path: ['component', 'options', 'text'], value: text }],
      {
        label: 'text',
      },
    )
  const types = () => posted.map((item) => item.message.type)
  return { posted, store, ready, hello, setText, types }
}

/** The top-level blocks of the entry a `builder.contentUpdate` carries. */
const blocksOf = (message: { data: Record<string, unknown> }) =>
  (
    message.data.data as {
      data: { blocks: { id: string; component: { options: { text: string } } }[] }
    }
  ).data.blocks

describe('CanvasBridge', () => {
  it('sends nothing before the site says hello, nor for a hello from another origin', () => {
    const { hello, setText, types, ready } = setUp()
    setText('a', 'early')
    hello(GEN2_INFO, 'http://other.test')
    expect(types()).toEqual([])
    expect(ready).toEqual([])
  })

  it('sends a gen-2 site the whole content for every change, never patches nor code', () => {
    const { hello, setText, store, posted, types, ready } = setUp()
    hello(GEN2_INFO)
    expect(ready).toEqual([
      { target: 'react', version: '5.2.4', hasTesseraRuntime: false, patches: false },
    ])
    setText('a', 'A, edited')
    store.dispatch(
      [{ type: 'move', id: 'b', to: { owner: ROOT, path: ROOT_SLOT_PATH }, index: 0 }],
      { label: 'move' },
    )
    store.undo()
    expect(types()).toEqual([
      'builder.contentUpdate',
      'builder.contentUpdate',
      'builder.contentUpdate',
      'builder.contentUpdate',
    ])
    expect(posted.every((item) => item.origin === SITE)).toBe(true)
    const [, edited, moved, undone] = posted.map((item) => item.message)
    expect(edited?.data.modelName).toBe('page')
    expect(blocksOf(edited!)[0]?.component.options.text).toBe('A, edited')
    expect(blocksOf(moved!).map((block) => block.id)).toEqual(['b', 'a'])
    expect(blocksOf(undone!).map((block) => block.id)).toEqual(['a', 'b'])
  })

  it("sends Tessera's runtime patches keyed by block id", () => {
    const { hello, setText, posted, ready } = setUp()
    hello(TESSERA_INFO)
    expect(ready[0]?.hasTesseraRuntime).toBe(true)
    setText('a', 'patched')
    expect(posted.map((item) => item.message.type)).toEqual([
      'builder.contentUpdate',
      'builder.patchUpdates',
    ])
    expect(Object.keys(posted[1]?.message.data.data as object)).toEqual(['a'])
  })
})
