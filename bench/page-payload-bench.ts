/**
 * Page payload benchmark: what the demo's pages weigh as browsers get them from the built site
 * on the real service (`startDemo`): the HTML document, and in it the RSC payload Next inlines
 * (`self.__next_f` scripts). Each page is fetched twice in the same run: as a browser asks
 * (`Accept: text/html`: the entry shipped stripped of the blocks the server's HTML holds,
 * `shipEntry`) and accepting anything (the site then ships the entry whole: the figures before
 * stripping). Bytes as sent, and gzipped (level 6, as Next compresses).
 * @module
 */
import { gzipSync } from 'node:zlib'
import { readFlight, utf8Bytes } from '../e2e/support/next-flight.ts'
import { startDemo } from './lighthouse-stack.ts'
import type { PagePayloadRow } from './page-payload-table.ts'

export { formatPagePayloadTable } from './page-payload-table.ts'
export type { PagePayloadRow } from './page-payload-table.ts'

/** The demo pages measured (the home page first: the summary's line). */
export const PAYLOAD_PAGES = ['/', '/about', '/pricing', '/contact', '/guide'] as const

interface Document {
  bytes: number
  gzip: number
  flight: number
}

async function fetchDocument(url: string, accept: string): Promise<Document> {
  const response = await fetch(url, { headers: { accept } })
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  const html = await response.text()
  return {
    bytes: utf8Bytes(html),
    gzip: gzipSync(html).byteLength,
    flight: utf8Bytes(readFlight(html)),
  }
}

/** Measures each of {@link PAYLOAD_PAGES} shipped stripped and whole. */
export async function runPagePayloadBench(
  log: (line: string) => void = console.error,
): Promise<PagePayloadRow[]> {
  const demo = await startDemo(log)
  try {
    const origin = new URL(demo.url).origin
    const rows: PagePayloadRow[] = []
    for (const path of PAYLOAD_PAGES) {
      const stripped = await fetchDocument(`${origin}${path}`, 'text/html')
      const whole = await fetchDocument(`${origin}${path}`, '*/*')
      rows.push({ path, stripped, whole })
    }
    return rows
  } finally {
    await demo.stop()
  }
}
