import { BUILT_IN_BLOCK_INFO } from '@tessera/react/block-info'
import type { ComponentInfo } from '@tessera/react'
import type { RegisteredComponentInfo } from '@tessera/core/editor'
import { useCallback, useMemo, useState } from 'react'
import { builtInTemplates } from './block-templates.ts'
import type { BlockTemplate } from './block-templates.ts'
import { isSiteOwnComponent } from './site-components.ts'
import { symbolTemplates } from './symbol-templates.ts'
import type { SymbolEntry } from './symbol-templates.ts'

/** What the palette offers, and what the editor knows of each block's component. */
export interface PaletteTemplates {
  /** The built-in blocks, then the site's own components, then the symbols. */
  templates: BlockTemplate[]
  /** The component info of a palette item's name (`canHaveChildren` and the inputs). */
  infoOf: (name: string) => ComponentInfo | undefined
  /** A component the site registered (from the canvas): it joins the palette, once per name. */
  register: (info: RegisteredComponentInfo) => void
}

/** The palette's templates: the built-in blocks, the site's registered components, `symbols`. */
export function usePaletteTemplates(symbols: readonly SymbolEntry[]): PaletteTemplates {
  const [registered, setRegistered] = useState<RegisteredComponentInfo[]>([])
  const symbolItems = useMemo(() => symbolTemplates(symbols), [symbols])
  const templates = useMemo<BlockTemplate[]>(
    () => [
      ...builtInTemplates(BUILT_IN_BLOCK_INFO),
      ...registered.filter(isSiteOwnComponent).map((info) => ({
        name: info.name,
        label: info.friendlyName ?? info.name,
        group: 'Site components' as const,
        info: info as ComponentInfo,
      })),
      ...symbolItems,
    ],
    [registered, symbolItems],
  )
  const infoOf = (name: string) => templates.find((template) => template.name === name)?.info
  const register = useCallback((info: RegisteredComponentInfo) => {
    setRegistered((list) => [...list.filter((item) => item.name !== info.name), info])
  }, [])
  return { templates, infoOf, register }
}
