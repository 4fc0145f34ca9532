import type { SdkInfoData } from '@tessera/core/editor'

/**
 * `SDK_NAME` of `@tessera/core`, the `target` our runtime announces. Not imported: the package
 * root would add about 60 KB gzip to the editor (a test keeps the two equal).
 */
export const TESSERA_TARGET = 'tessera'

/** What the editor makes of a site's `builder.sdkInfo`. */
export interface SiteSdk {
  /** The SDK as it names itself: `tessera`, or `react` for Builder's gen-2 `@builder.io/sdk-react`. */
  target: string
  version: string
  /**
   * Whether the site has Tessera's editing runtime (hover, click-to-select, block boxes, drop
   * targets); without it, blocks are selected and arranged in the layers and the panels.
   */
  hasTesseraRuntime: boolean
  /**
   * Whether edits go as `builder.patchUpdates`. Otherwise every change sends the whole content
   * (`builder.contentUpdate`), the one message every Builder SDK applies.
   */
  patches: boolean
}

/**
 * Reads a site's `builder.sdkInfo`. Tessera's runtime applies our patches whatever it
 * announces; another SDK gets patches only when it says it supports them (gen-2 says `false`).
 */
export function siteSdkOf(info: SdkInfoData): SiteSdk {
  const hasTesseraRuntime = info.target === TESSERA_TARGET
  return {
    target: info.target,
    version: info.version,
    hasTesseraRuntime,
    patches: hasTesseraRuntime || info.supportsPatchUpdates !== false,
  }
}
