/**
 * The body of a response: parsed JSON when its content type says JSON (the text when it does
 * not parse), else the text. Undefined when the body cannot be read.
 */
export async function readFormResponse(response: Response): Promise<unknown> {
  let text: string
  try {
    text = await response.text()
  } catch {
    return undefined
  }
  const type = response.headers.get('content-type') ?? ''
  if (!/[/+]json\b/i.test(type)) return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * The string (or number, as text) at a dot path (`error.message`, `errors.0.text`) of
 * response data; undefined when the path is empty or leads elsewhere.
 */
export function getMessageAt(data: unknown, path: unknown): string | undefined {
  if (typeof path !== 'string' || path.trim() === '') return undefined
  let node = data
  for (const segment of path.trim().split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) {
      return undefined
    }
    node = (node as Record<string, unknown>)[segment]
  }
  if (typeof node === 'string') return node
  return typeof node === 'number' ? String(node) : undefined
}
