import type { Block as BlockData } from '@tessera/core'
import { useEffect, useMemo, useRef } from 'react'
import type { CSSProperties } from 'react'
import { useIsHydrated } from '../../context/use-is-hydrated.ts'
import type { BlockProps } from '../../types.ts'
import { parseColumnWidth, parseGutter } from './options.ts'
import { childTiles, optionTiles } from './tiles.tsx'
import { useMasonryLayout } from './use-masonry-layout.ts'

/** Options of the `Builder:Masonry` widget. */
export interface MasonryOptions {
  /**
   * Width of each tile: `200px`, a percentage of the widget's width (`33.33%`) or a number
   * (px). Default: `200px` (also for values not understood).
   */
  columnWidth?: string | number
  /** Space between columns and between tiles, px. Default: 0 (also for negative values). */
  gutterSize?: number
  /** The tiles when `useChildrenForTiles` is false: each tile's blocks. Default: none. */
  tiles?: { content?: BlockData[] }[]
  /**
   * Use the block's children as tiles, one per child (a repeated child: one per item); else
   * `tiles`. Default: true.
   */
  useChildrenForTiles?: boolean
}

const ROOT_STYLE: CSSProperties = { position: 'relative' }

/**
 * `div.builder-masonry` (position relative) holding one `div.masonry-item` (width
 * `columnWidth`, a flex column) per tile, laid out as a masonry: each tile absolutely placed
 * in the shortest column, columns from the left, the root as tall as the tallest column. With
 * px columns the root is as wide as the columns in use, as masonry's `fitWidth` makes it (to
 * centre it, style `.builder-masonry { margin: 0 auto }`); their count is what fits in the
 * content width of the root's parent, which must not shrink to fit the root. The server (and
 * hydration) renders the first tile only, in the flow at the left, where the layout keeps it;
 * after hydration the others mount hidden and fade in (0.2 s) once placed. The tiles are laid
 * out again 100 ms after images inside load or the parent resizes. Fires
 * `builder:masonry:load` on the root in a 0 ms timeout after the first full layout (none if
 * unmounted first), detail `{ block, ref, masonry }`, where `masonry.layout()` lays the tiles
 * out again at once.
 */
export function Masonry(props: BlockProps<MasonryOptions>) {
  const { columnWidth, gutterSize, tiles, useChildrenForTiles } = props
  const { builderBlock, builderContext } = props
  const hydrated = useIsHydrated()
  const ref = useRef<HTMLDivElement>(null)
  const column = parseColumnWidth(columnWidth)
  const gutter = parseGutter(gutterSize)
  const byChildren = useChildrenForTiles !== false
  const id = typeof builderBlock.id === 'string' ? builderBlock.id : undefined
  const all = useMemo(
    () => (byChildren ? childTiles(builderBlock, builderContext) : optionTiles(tiles, id)),
    [byChildren, builderBlock, builderContext, tiles, id],
  )
  const shown = hydrated ? all : all.slice(0, 1)
  const [layout, masonry] = useMasonryLayout(
    ref,
    column,
    gutter,
    hydrated,
    shown.length,
    builderBlock,
  )

  const ready = layout !== undefined
  const loaded = useRef(false)
  useEffect(() => {
    const root = ref.current
    if (!ready || !root || loaded.current) return
    // In a timeout, as Builder: a block after the widget (a Custom Code script) starts
    // listening in its own effect, which runs after this one.
    const event = new CustomEvent('builder:masonry:load', {
      bubbles: true,
      cancelable: false,
      detail: { block: builderBlock, ref: root, masonry },
    })
    const timer = setTimeout(() => {
      loaded.current = true
      root.dispatchEvent(event)
    }, 0)
    return () => clearTimeout(timer)
  }, [ready, builderBlock, masonry])

  const width = layout?.containerWidth ?? 0
  return (
    <div
      ref={ref}
      className="builder-masonry"
      style={
        layout
          ? {
              position: 'relative',
              height: layout.height,
              width: column.percent ? undefined : layout.width,
            }
          : ROOT_STYLE
      }
    >
      {shown.map((tile, index) => {
        const at = layout?.positions[index]
        const style: CSSProperties = {
          width: column.css,
          display: 'flex',
          flexDirection: 'column',
          transition: 'opacity 0.2s',
        }
        if (at) {
          style.position = 'absolute'
          style.left = column.percent && width > 0 ? `${(at.left / width) * 100}%` : at.left
          style.top = at.top
          style.opacity = 1
        } else if (index > 0) style.opacity = 0
        return (
          <div key={tile.key} className="masonry-item" style={style}>
            {tile.node}
          </div>
        )
      })}
    </div>
  )
}
