import type { Block } from '@tessera/core'

/** One item of an accordion as it renders: its two block lists and where they live. */
export interface AccordionItemLists {
  /** The title's blocks (undefined: an empty list). */
  title: readonly Block[] | undefined
  detail: readonly Block[] | undefined
  /** `builder-path` of the title list (see `getAccordionItems`). */
  titlePath: string
  detailPath: string
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** `value` when it is an array (its entries are the renderer's to check), else no list. */
const asBlocks = (value: unknown): readonly Block[] | undefined =>
  Array.isArray(value) ? (value as Block[]) : undefined

/** `[block]` when `block` is an object, else no list. */
const single = (block: unknown): Block[] | undefined =>
  typeof block === 'object' && block !== null ? [block as Block] : undefined

/**
 * The items to render. From `items` (anything but an array gives none; a null or malformed item
 * renders with empty title and detail, keeping the indexes of `items.<i>.title` paths), or,
 * with `useChildren`, from the block's children: the child's first child is the title and its
 * second the detail, each rendered as a one-element list (the child itself is not rendered,
 * as in Builder). Those lists get the path `this.children.<i>.children`, the list they are
 * taken from.
 */
export function getAccordionItems(
  items: unknown,
  useChildren: boolean,
  children: unknown,
): AccordionItemLists[] {
  if (useChildren) {
    const list = Array.isArray(children) ? (children as unknown[]) : []
    return list.map((child, index) => {
      const grandChildren = isObject(child) && Array.isArray(child.children) ? child.children : []
      const path = `this.children.${index}.children`
      return {
        title: single(grandChildren[0]),
        detail: single(grandChildren[1]),
        titlePath: path,
        detailPath: path,
      }
    })
  }
  const list = Array.isArray(items) ? (items as unknown[]) : []
  return list.map((item, index) => ({
    title: isObject(item) ? asBlocks(item.title) : undefined,
    detail: isObject(item) ? asBlocks(item.detail) : undefined,
    titlePath: `items.${index}.title`,
    detailPath: `items.${index}.detail`,
  }))
}
