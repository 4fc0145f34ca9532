import { createElement } from 'react'
import type { ReactElement } from 'react'
import type { StaticBlockPiece } from './static-list-plan.ts'
import { STATIC_LIST_ATTRIBUTE } from './static-list-attribute.ts'

/**
 * The element of a static block of a mixed list: its wrapper with the rest as inner HTML (its
 * CSS is in the list's style, `getListCss`). The same HTML `<Block>` renders (the wrapper's
 * attributes are the same object React would write) but for the wrapper's `marker`
 * (`STATIC_LIST_ATTRIBUTE`), with one element instead of a tree.
 */
export function staticBlockElement(
  piece: StaticBlockPiece,
  key: string,
  marker: string,
): ReactElement {
  return createElement(piece.tag, {
    ...piece.attributes,
    key,
    [STATIC_LIST_ATTRIBUTE]: marker,
    dangerouslySetInnerHTML: { __html: piece.html },
  })
}
