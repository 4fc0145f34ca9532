import type { Block } from '@tessera/core'
import { createElement } from 'react'
import { defineBlock } from '../blocks/define-block.ts'
import { getBlockTag } from '../pipeline/block-tag.ts'
import { STATIC_LIST_ATTRIBUTE } from '../static-html/static-list-attribute.ts'
import type { BlockAttributes, BuilderContextValue } from '../types.ts'
import { readServerBlock } from './read-server-block.ts'
import { SERVER_HTML_BLOCK } from './server-html-names.ts'

interface ServerHtmlProps {
  attributes?: BlockAttributes
  builderBlock: Block
  builderContext: BuilderContextValue
}

/**
 * A stand-in block (`standIn`): its wrapper, with the content the server wrote for the block
 * taken from the page (`readServerBlock`). Logs an error and renders the wrapper empty when the
 * page has no such element (a stand-in rendered where the server did not render the page).
 */
function ServerHtml({ attributes, builderBlock, builderContext }: ServerHtmlProps) {
  const id = builderBlock.id ?? ''
  const server = readServerBlock(id)
  if (!server) {
    builderContext.warnOnce(
      `server-html:${id}`,
      `Block "${id}" stands for HTML the server wrote, but the page has none: it renders empty. Stand-ins (stripServerBlocks) are only for the page the server rendered with the full entry.`,
      'error',
    )
  }
  const marker = server?.marker ? { [STATIC_LIST_ATTRIBUTE]: server.marker } : undefined
  return createElement(getBlockTag(builderBlock), {
    ...attributes,
    ...marker,
    dangerouslySetInnerHTML: { __html: server?.html ?? '' },
  })
}

/**
 * The stand-in block type: register it (`customComponents`) where pages render entries made
 * by `stripServerBlocks`.
 */
export const serverHtmlBlock = defineBlock({
  name: SERVER_HTML_BLOCK,
  component: ServerHtml,
  noWrap: true,
  noErrorBoundary: true,
})
