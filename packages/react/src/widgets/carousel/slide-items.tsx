import type { Block as BlockData } from '@tessera/core'
import type { ReactNode } from 'react'
import { Block } from '../../blocks-renderer/block.tsx'
import { BlockList as Blocks } from '../../blocks-renderer/block-list.tsx'
import { getRepeatItems } from '../../pipeline/get-repeat-items.ts'
import { BuilderContext } from '../../context/builder-context.ts'
import type { BuilderContextValue } from '../../types.ts'

/** One slide of `slides`: its blocks. */
export interface CarouselSlide {
  content?: BlockData[]
}

/**
 * The slides' elements (not yet rendered: React renders only those the carousel mounts).
 * - From `slides`: each slide's `content` as a block list at `slides.<i>.content`.
 * - From the block's children (`useChildren`): each child is one slide, rendered as the block
 *   itself (`div.builder-block`, no list container around it); a repeated child gives one
 *   slide per item of its collection, each under its own local state (`$index`, `$item`…), as
 *   the renderer does for a repeat.
 * Anything that is not an array gives no slides; null items give empty slides. `parent`: the
 * block's id (when it is a string), the lists' `parent`.
 */
export function getSlideItems(
  slides: unknown,
  useChildren: boolean,
  block: BlockData,
  context: BuilderContextValue,
  parent: string | undefined,
): ReactNode[] {
  if (!useChildren) {
    return Array.isArray(slides)
      ? slides.map((slide: CarouselSlide | null, i) => (
          <Blocks key={i} blocks={slide?.content} path={`slides.${i}.content`} parent={parent} />
        ))
      : []
  }
  const items: ReactNode[] = []
  const children: unknown = block.children
  if (!Array.isArray(children)) return items
  children.forEach((child: BlockData | null, i) => {
    if (typeof child != 'object' || !child) return
    const key = child.id ?? i
    if (typeof child.repeat?.collection != 'string') {
      items.push(<Block key={key} block={child} />)
      return
    }
    const single = { ...child, repeat: null }
    getRepeatItems(child.repeat, context.evaluate).forEach((local, n) =>
      items.push(
        <BuilderContext.Provider key={`${key}.${n}`} value={context.withLocalState(local)}>
          <Block block={single} />
        </BuilderContext.Provider>,
      ),
    )
  })
  return items
}
