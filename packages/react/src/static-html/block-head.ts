import type { Block } from '@tessera/core'
import { getBlockAttributes } from '../pipeline/get-block-attributes.ts'
import { getBlockTag } from '../pipeline/block-tag.ts'
import { getBlockCss } from '../pipeline/get-block-css.ts'
import { isCssInList } from '../pipeline/get-list-css.ts'
import { processBlock } from '../pipeline/process-block.ts'
import type { BlockAttributes, RegisteredBlock } from '../types.ts'
import { getProcessOptions, getScopedBlockType } from './html-scope.ts'
import type { HtmlScope } from './html-scope.ts'
import { hasInterpolation, hasNoDynamicParts } from './is-static-block.ts'
import { notStatic } from './not-static.ts'

const NO_OPTIONS: Readonly<Record<string, unknown>> = Object.freeze({})

/** A static block before its content: its processed data, component and wrapper. */
export interface BlockHead {
  processed: Block
  definition: RegisteredBlock | undefined
  optionValues: Readonly<Record<string, unknown>>
  /** The wrapper tag (`getBlockTag`); undefined for `noWrap` components. */
  tag: string | undefined
  /** The wrapper attributes (`getBlockAttributes`). */
  attributes: BlockAttributes
  /**
   * Its own `<style data-id="builderio-block">` content when its CSS is not in its list's (a
   * block with bindings, or under one: see `isCssInList`); `''` otherwise.
   */
  css: string
  /** Whether its CSS is in its list's style element (then so is its children's, if theirs is). */
  inListCss: boolean
}

/** Puts the expressions of `bindings` in `scope.bindings`: those are evaluated. */
function setBindings(scope: HtmlScope, bindings: Block['bindings']): void {
  if (scope.bindings.length > 0) scope.bindings.length = 0
  if (typeof bindings !== 'object' || bindings === null) return
  for (const path in bindings) {
    const code = bindings[path]
    if (Object.hasOwn(bindings, path) && typeof code === 'string') scope.bindings.push(code)
  }
}

/**
 * What `<Block>` makes of a static block before its content, as the static writer and the
 * takeover of the server's pieces both need it: the checks that it is static, its processed
 * data, component, wrapper and CSS. Null for a hidden block (it renders nothing).
 * @throws NotStaticError when the block itself is not static
 */
export function blockHead(block: Block, scope: HtmlScope): BlockHead | null {
  if (typeof block !== 'object' || block === null) return null
  if (!hasNoDynamicParts(block)) notStatic('repeat, actions or animations')
  const name = block.component?.name
  const hasName = typeof name === 'string' && name !== ''
  const type = hasName ? getScopedBlockType(scope, name) : undefined
  const definition = type?.definition
  if (hasName && typeof definition?.renderHtml !== 'function') notStatic(`component ${name}`)
  scope.isDynamic = false
  setBindings(scope, block.bindings)
  const processOptions = type?.options ?? getProcessOptions(scope, undefined)
  const { block: processed, isVisible } = processBlock(block, processOptions)
  if (scope.isDynamic) notStatic('interpolation, or a bound value that is not data')
  if (!isVisible) return null
  if (processed !== block && !hasNoDynamicParts(processed)) notStatic('bound dynamic parts')
  const options = processed.component?.options
  const optionValues = typeof options === 'object' && options !== null ? options : NO_OPTIONS
  if (hasInterpolation(optionValues)) notStatic('{{ in an option')
  const attributes = getBlockAttributes(processed)
  const tag = definition?.noWrap === true ? undefined : getBlockTag(processed)
  const inListCss = scope.inListCss && isCssInList(block)
  const css = inListCss ? '' : getBlockCss(processed, scope.context.breakpoints, definition?.css)
  return { processed, definition, optionValues, tag, attributes, css, inListCss }
}
