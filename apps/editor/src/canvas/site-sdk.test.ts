import { SDK_NAME } from '@tessera/core'
import type { SdkInfoData } from '@tessera/core/editor'
import { describe, expect, it } from 'vitest'
import { siteSdkOf, TESSERA_TARGET } from './site-sdk.ts'

const info = (target: string, supportsPatchUpdates: boolean | string): SdkInfoData => ({
  target,
  version: '1.0.0',
  supportsPatchUpdates,
  supportsAddBlockScoping: true,
  supportsCustomBreakpoints: true,
  supportsXSmallBreakpoint: true,
  blockLevelPersonalization: true,
  modelName: 'page',
  apiKey: 'key',
})

describe('siteSdkOf', () => {
  it("gives Builder's gen-2 SDK the whole content and no runtime", () => {
    expect(siteSdkOf(info('react', false))).toEqual({
      target: 'react',
      version: '1.0.0',
      hasTesseraRuntime: false,
      patches: false,
    })
  })

  it('sends patches to an SDK that names a patch format', () => {
    expect(siteSdkOf(info('react', 'v4'))).toMatchObject({
      hasTesseraRuntime: false,
      patches: true,
    })
    expect(siteSdkOf(info('vue', true)).patches).toBe(true)
  })

  it("knows Tessera's runtime, which applies patches whatever it announces", () => {
    expect(TESSERA_TARGET).toBe(SDK_NAME)
    expect(siteSdkOf(info(SDK_NAME, false))).toMatchObject({
      hasTesseraRuntime: true,
      patches: true,
    })
  })
})
