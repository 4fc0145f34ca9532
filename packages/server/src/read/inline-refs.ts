import { ELEMENT_TYPE } from '@tessera/core'
import type { Entry } from '@tessera/core'

/** Type tag of a reference field value (`{ '@type', model, id }`); `value` gets the entry. */
export const REFERENCE_TYPE = '@builder.io/core:Reference'

export interface InlineRefsArgs {
  /** The body to inline for an entry id (published or latest, as the request allows). */
  load: (ref: { id: string; model: string | undefined }) => Promise<Entry | undefined>
  /** How deep inlined content may nest (a symbol in a symbol is 2). Default 8. */
  maxDepth?: number
  /** Most distinct entries loaded for one entry. Default 100. */
  maxLookups?: number
}

type Json = Record<string, unknown>

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `options.symbol` of a Symbol block that names an entry, else undefined. */
function symbolOf(node: Json): Json | undefined {
  if (node['@type'] !== ELEMENT_TYPE) return undefined
  const component = node.component
  if (!isRecord(component) || component.name !== 'Symbol' || !isRecord(component.options)) {
    return undefined
  }
  const symbol = component.options.symbol
  return isRecord(symbol) && typeof symbol.entry === 'string' ? symbol : undefined
}

/** Deeper JSON than this is not searched for references (content is never this deep). */
const MAX_JSON_DEPTH = 200

/** The entry a node refers to: a Symbol block without content, or a Reference without value. */
function refOf(node: Json): { id: string; model: unknown } | undefined {
  const symbol = symbolOf(node)
  if (symbol && symbol.content === undefined) {
    return { id: symbol.entry as string, model: symbol.model }
  }
  if (node['@type'] === REFERENCE_TYPE && typeof node.id === 'string' && !('value' in node)) {
    return { id: node.id, model: node.model }
  }
  return undefined
}

function collectRefs(value: unknown, out: Map<string, unknown>, depth: number): void {
  if (depth > MAX_JSON_DEPTH || typeof value !== 'object' || value === null) return
  if (Array.isArray(value)) {
    for (const element of value) collectRefs(element, out, depth + 1)
    return
  }
  const ref = refOf(value as Json)
  if (ref && !out.has(ref.id)) out.set(ref.id, ref.model)
  for (const child of Object.values(value)) collectRefs(child, out, depth + 1)
}

function replaceRefs(value: unknown, contents: ReadonlyMap<string, Entry>, depth: number): unknown {
  if (depth > MAX_JSON_DEPTH || typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map((element) => replaceRefs(element, contents, depth + 1))
  const copy: Json = {}
  for (const [key, child] of Object.entries(value)) {
    copy[key] = replaceRefs(child, contents, depth + 1)
  }
  const ref = refOf(copy)
  const content = ref && contents.get(ref.id)
  if (!content) return copy
  const symbol = symbolOf(copy)
  if (symbol) {
    const component = copy.component as Json
    const options = component.options as Json
    copy.component = { ...component, options: { ...options, symbol: { ...symbol, content } } }
  } else {
    copy.value = content
  }
  return copy
}

/**
 * A copy of `entry` in which referenced content is inlined, so that clients never fetch it
 * from elsewhere: every Symbol block (`component.name === 'Symbol'`) with
 * `options.symbol.entry` and no `options.symbol.content` gets `content` = that entry's body,
 * and every `@builder.io/core:Reference` object with `id` gets `value` = its body. Inlined
 * content is inlined in turn, up to `maxDepth`; a cycle (a symbol containing itself) stops
 * where it would repeat. References that cannot be loaded are left as they are. An entry
 * without references is returned as it is.
 */
export async function inlineRefs(entry: Entry, args: InlineRefsArgs): Promise<Entry> {
  const maxDepth = args.maxDepth ?? 8
  const maxLookups = args.maxLookups ?? 100
  const loaded = new Map<string, Promise<Entry | undefined>>()

  const load = (id: string, model: unknown): Promise<Entry | undefined> => {
    let body = loaded.get(id)
    if (!body) {
      if (loaded.size >= maxLookups) return Promise.resolve(undefined)
      body = args.load({ id, model: typeof model === 'string' ? model : undefined })
      loaded.set(id, body)
    }
    return body
  }

  const inline = async (body: Entry, chain: readonly string[]): Promise<Entry> => {
    const refs = new Map<string, unknown>()
    collectRefs(body, refs, 0)
    if (refs.size === 0) return body
    const contents = new Map<string, Entry>()
    await Promise.all(
      [...refs].map(async ([id, model]) => {
        if (chain.includes(id) || chain.length > maxDepth) return
        const content = await load(id, model)
        if (content) contents.set(id, await inline(content, [...chain, id]))
      }),
    )
    return replaceRefs(body, contents, 0) as Entry
  }

  return inline(entry, [entry.id])
}
