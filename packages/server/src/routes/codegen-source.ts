import type { Block } from '@tessera/core'

/** Output flavours of the codegen endpoint. */
export type CodegenFormat = 'react' | 'solid'

type Json = Record<string, unknown>

const SAFE_TAG = /^[a-z][a-z0-9-]*$/
const VOID_TAGS = new Set(['img', 'br', 'hr', 'input', 'meta', 'link', 'source', 'area', 'wbr'])
/** Nesting beyond this is cut (content never nests this deep). */
const MAX_DEPTH = 64

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A JS string literal (JSON is valid JS, U+2028/9 included since ES2019). */
function literal(value: string): string {
  return JSON.stringify(value)
}

function toKebab(property: string): string {
  return property.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`)
}

function styleOf(block: Json, format: CodegenFormat): string | undefined {
  const responsive = block.responsiveStyles
  const large = isRecord(responsive) && isRecord(responsive.large) ? responsive.large : undefined
  if (!large) return undefined
  const style: Record<string, string> = {}
  for (const [property, value] of Object.entries(large)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue
    style[format === 'solid' ? toKebab(property) : property] = String(value)
  }
  return Object.keys(style).length === 0 ? undefined : `style={${JSON.stringify(style)}}`
}

function childBlocks(block: Json): unknown[] {
  const component = isRecord(block.component) ? block.component : undefined
  const symbol = isRecord(component?.options) ? component.options.symbol : undefined
  const content = isRecord(symbol) && isRecord(symbol.content) ? symbol.content : undefined
  const symbolBlocks = isRecord(content?.data) ? content.data.blocks : undefined
  const children = Array.isArray(block.children) ? block.children : []
  return Array.isArray(symbolBlocks) ? [...children, ...symbolBlocks] : children
}

function element(block: Json, format: CodegenFormat, indent: string, depth: number): string {
  const component = isRecord(block.component) ? block.component : undefined
  const name = typeof component?.name === 'string' ? component.name : undefined
  const options = isRecord(component?.options) ? component.options : {}
  const attributes: string[] = []
  if (typeof block.id === 'string') attributes.push(`data-block-id=${literal(block.id)}`)
  attributes.push(format === 'react' ? 'className="builder-block"' : 'class="builder-block"')
  const style = styleOf(block, format)
  if (style) attributes.push(style)

  if (name === 'Text') {
    const html = typeof options.text === 'string' ? options.text : ''
    attributes.push(
      format === 'react'
        ? `dangerouslySetInnerHTML={{ __html: ${literal(html)} }}`
        : `innerHTML={${literal(html)}}`,
    )
    return `${indent}<div ${attributes.join(' ')} />`
  }
  if (name === 'Image') {
    const src = typeof options.image === 'string' ? options.image : ''
    const alt = typeof options.altText === 'string' ? options.altText : ''
    return `${indent}<img ${attributes.join(' ')} src={${literal(src)}} alt={${literal(alt)}} />`
  }
  const tag =
    name === undefined && typeof block.tagName === 'string' && SAFE_TAG.test(block.tagName)
      ? block.tagName
      : 'div'
  if (name !== undefined) attributes.unshift(`data-component=${literal(name)}`)
  const children = depth < MAX_DEPTH ? childBlocks(block) : []
  if (children.length === 0 || VOID_TAGS.has(tag))
    return `${indent}<${tag} ${attributes.join(' ')} />`
  return [
    `${indent}<${tag} ${attributes.join(' ')}>`,
    ...renderBlocks(children, format, `${indent}  `, depth + 1),
    `${indent}</${tag}>`,
  ].join('\n')
}

function renderBlocks(blocks: unknown[], format: CodegenFormat, indent: string, depth: number) {
  return blocks.filter(isRecord).map((block) => element(block, format, indent, depth))
}

/**
 * Source code of a component that renders `blocks`, for the codegen endpoint (`data.blocksJs`):
 * `export default function Content() { return (<>…</>) }`. Deterministic and small: Text
 * becomes a `div` with its HTML (`dangerouslySetInnerHTML` for React, `innerHTML` for Solid),
 * Image an `img`, a Symbol with inlined content its blocks, and any other block a `div` with
 * `data-component` around its children. Desktop (`large`) styles become `style` objects. All
 * author text goes in as JS string literals, so it cannot break out of the code.
 */
export function generateBlocksSource(blocks: readonly Block[] | unknown, format: CodegenFormat) {
  const list = Array.isArray(blocks) ? blocks : []
  const body = renderBlocks(list, format, '      ', 0)
  return [
    'export default function Content() {',
    '  return (',
    '    <>',
    ...body,
    '    </>',
    '  )',
    '}',
    '',
  ].join('\n')
}
