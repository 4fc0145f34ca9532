import type { JsonObject } from '../state/doc-types.ts'

/** What the layers show for a block: its component (`Text`, `Button`) or its tag, and a hint. */
export function blockLabel(json: JsonObject): string {
  const component = json.component as
    { name?: string; options?: Record<string, unknown> } | undefined
  const name =
    component?.name?.replace(/^(Core|Builder|Form):/, '') ??
    (typeof json.tagName === 'string' ? json.tagName : 'Box')
  const text = component?.options?.text
  if (typeof text === 'string' && text !== '') {
    const plain = text
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    return plain === '' ? name : `${name}: ${plain.slice(0, 30)}`
  }
  return name
}
