import { getBuiltInBlockInfo } from '@tessera/react/block-info'
import type { RegisteredComponentInfo } from '@tessera/core/editor'

/**
 * Whether a component the site registered is its own, not one of the built-in blocks the
 * palette already lists. Builder's gen-2 SDK registers its versions of every built-in (`Text`,
 * `Core:Button`, `Columns`…) in editing mode; listing them again would show each block twice.
 */
export function isSiteOwnComponent(info: RegisteredComponentInfo): boolean {
  return getBuiltInBlockInfo(info.name) === undefined
}
