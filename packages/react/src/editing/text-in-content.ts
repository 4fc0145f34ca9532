import type { Entry } from '@tessera/core'
import { applyPatch, findBlockPath } from './apply-patches.ts'

interface TextBlock {
  component?: { name?: unknown; options?: Record<string, unknown> }
  bindings?: Record<string, unknown>
  code?: { bindings?: Record<string, unknown> }
}

const pointer = (segments: readonly string[]) =>
  segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')

function blockAt(
  content: Entry,
  blockId: string,
): { path: string[]; block: TextBlock } | undefined {
  const path = findBlockPath(content.data, blockId)
  if (!path) return undefined
  let value: unknown = content.data
  for (const segment of path) value = (value as Record<string, unknown>)[segment]
  return { path, block: value as TextBlock }
}

/** The `component` object of a block of the content (undefined when missing). */
export function componentOf(content: Entry, blockId: string): unknown {
  return blockAt(content, blockId)?.block.component
}

/**
 * The raw HTML of a Text block of the content (`''` when it has none), or undefined when the
 * block is missing or not a Text block.
 */
export function textOf(content: Entry | null, blockId: string): string | undefined {
  const found = content && blockAt(content, blockId)
  if (!found || found.block.component?.name !== 'Text') return undefined
  const text = found.block.component.options?.text
  return typeof text === 'string' ? text : text === undefined ? '' : undefined
}

/**
 * The text of a Text block when it can be edited inline: plain HTML, no `{{bindings}}` in it and
 * no binding that computes it.
 */
export function editableTextOf(content: Entry | null, blockId: string): string | undefined {
  const text = textOf(content, blockId)
  if (text === undefined || text.includes('{{')) return undefined
  const block = content && blockAt(content, blockId)?.block
  const bound = [block?.bindings, block?.code?.bindings].some(
    (bindings) =>
      bindings !== undefined &&
      (Object.hasOwn(bindings, 'component.options.text') || Object.hasOwn(bindings, 'text')),
  )
  return bound ? undefined : text
}

/** The content with the text of a Text block replaced (the same object when it has that text). */
export function withText(content: Entry, blockId: string, text: string): Entry {
  const found = blockAt(content, blockId)
  if (!found || textOf(content, blockId) === text) return content
  const at = `/data${pointer(found.path)}/component/options`
  return applyPatch(
    content,
    found.block.component?.options
      ? [{ op: 'replace', path: `${at}/text`, value: text }]
      : [{ op: 'add', path: at, value: { text } }],
  )
}
