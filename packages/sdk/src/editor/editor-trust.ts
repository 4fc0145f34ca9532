import { LOCAL_EDITOR_HOSTS } from '@tessera/core'
import type { TrustedOriginOptions } from '@tessera/core/editor'

/**
 * The trust of a page in the editor's frame with the SDK's defaults filled in.
 * @module
 */

function defaultHostname(): string {
  return typeof location === 'undefined' ? '' : location.hostname
}

/**
 * `options` with `trustLocalhost` defaulted to whether the page itself is on `localhost` or
 * `127.0.0.1`: a site run on the developer's machine accepts a local editor without settings,
 * while a deployed site never trusts pages on its visitors' machines (Builder's SDKs always
 * trust `localhost`, which let any local page drive a production site). An explicit
 * `trustLocalhost` wins.
 * @example resolveEditorTrust({}, 'www.example.com') // { trustLocalhost: false }
 */
export function resolveEditorTrust(
  options: TrustedOriginOptions,
  pageHostname: string = defaultHostname(),
): TrustedOriginOptions {
  const isLocalPage = (LOCAL_EDITOR_HOSTS as readonly string[]).includes(pageHostname)
  return {
    ...(options.trustedHosts ? { trustedHosts: options.trustedHosts } : {}),
    ...(options.editorOrigins ? { editorOrigins: options.editorOrigins } : {}),
    trustLocalhost: options.trustLocalhost ?? isLocalPage,
  }
}
