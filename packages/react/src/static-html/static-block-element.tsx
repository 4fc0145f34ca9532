import { createElement, Fragment } from 'react'
import type { ReactElement } from 'react'
import type { StaticBlockPiece } from './static-block-list.ts'
import { STATIC_LIST_ATTRIBUTE } from './static-list-attribute.ts'

/**
 * The elements of a static block of a mixed list: its `<style data-id="builderio-block">` and
 * its wrapper with the rest as inner HTML. The same HTML `<Block>` renders (the wrapper's
 * attributes are the same object React would write) but for the wrapper's `marker`
 * (`STATIC_LIST_ATTRIBUTE`), with two elements instead of a tree. `nonce`: the context's.
 */
export function staticBlockElement(
  piece: StaticBlockPiece,
  key: string,
  marker: string,
  nonce: string | undefined,
): ReactElement {
  const wrapper = createElement(piece.tag, {
    ...piece.attributes,
    [STATIC_LIST_ATTRIBUTE]: marker,
    dangerouslySetInnerHTML: { __html: piece.html },
  })
  if (piece.css === '') return createElement(Fragment, { key }, wrapper)
  return createElement(
    Fragment,
    { key },
    <style
      data-id="builderio-block"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: piece.css }}
    />,
    wrapper,
  )
}
