/**
 * The RSC payload Next inlines in a page's HTML (`self.__next_f.push([1, "…"])` scripts), read
 * back as the text the browser gets, for checks and the size benchmark.
 * @module
 */

const FLIGHT_SCRIPT = /<script[^>]*>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g

/** The RSC payload inlined in `html`, its chunks joined (decoded from their JS strings). */
export function readFlight(html: string): string {
  let flight = ''
  for (const match of html.matchAll(FLIGHT_SCRIPT)) flight += JSON.parse(match[1] ?? '""') as string
  return flight
}

/** The bytes of `text` as UTF-8. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).byteLength
}
