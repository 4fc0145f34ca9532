import { createElement, Fragment } from 'react'
import type { ReactElement } from 'react'
import type { StaticBlockPiece } from './static-block-list.ts'

/**
 * The elements of a static block of a mixed list: its `<style data-id="builderio-block">` and
 * its wrapper with the rest as inner HTML. The same HTML `<Block>` renders (the wrapper's
 * attributes are the same object React would write), with two elements instead of a tree.
 */
export function staticBlockElement(piece: StaticBlockPiece, key: string): ReactElement {
  const wrapper = createElement(piece.tag, {
    ...piece.attributes,
    dangerouslySetInnerHTML: { __html: piece.html },
  })
  if (piece.css === '') return createElement(Fragment, { key }, wrapper)
  return createElement(
    Fragment,
    { key },
    <style data-id="builderio-block" dangerouslySetInnerHTML={{ __html: piece.css }} />,
    wrapper,
  )
}
