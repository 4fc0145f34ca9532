import type { Block as BlockData } from '@tessera/core'
import type { ReactNode } from 'react'
import { Block } from '../../blocks-renderer/block.tsx'
import { BlockList as Blocks } from '../../blocks-renderer/block-list.tsx'
import { getBlockKeys } from '../../pipeline/get-block-keys.ts'
import { getRepeatItems } from '../../pipeline/get-repeat-items.ts'
import { BuilderContext } from '../../context/builder-context.ts'
import type { BuilderContextValue } from '../../types.ts'

/** One tile's content, with its React key. */
export interface MasonryTile {
  key: string
  node: ReactNode
}

/**
 * The block's children as tiles, one per child, each rendered as the block itself (its wrapper
 * right inside the tile, no list container). A repeated child gives one tile per item, each
 * under its own local state, as the renderer repeats blocks. Non-object children are skipped.
 */
export function childTiles(block: BlockData, context: BuilderContextValue): MasonryTile[] {
  const children = Array.isArray(block.children) ? block.children : []
  const keys = getBlockKeys(children)
  return children.flatMap((child, index): MasonryTile[] => {
    const key = keys[index] as string
    if (typeof child !== 'object' || child === null) return []
    const repeat = child.repeat
    if (!repeat || typeof repeat.collection !== 'string') {
      return [{ key, node: <Block block={child} /> }]
    }
    const single = { ...child, repeat: null }
    return getRepeatItems(repeat, context.evaluate).map((localState, item) => ({
      key: `${key}:${item}`,
      node: (
        <BuilderContext.Provider value={context.withLocalState(localState)}>
          <Block block={single} />
        </BuilderContext.Provider>
      ),
    }))
  })
}

/**
 * The `tiles` option as tiles: each tile's `content` as a block list at `tiles.<i>.content`.
 * Anything but an array gives none; an entry without content is an empty tile.
 */
export function optionTiles(tiles: unknown, parent: string | undefined): MasonryTile[] {
  if (!Array.isArray(tiles)) return []
  return tiles.map((tile: unknown, index) => {
    const content = (tile as { content?: unknown } | null)?.content
    return {
      key: String(index),
      node: (
        <Blocks
          blocks={Array.isArray(content) ? (content as BlockData[]) : undefined}
          path={`tiles.${index}.content`}
          parent={parent}
        />
      ),
    }
  })
}
