import { createServer } from 'node:http'
import type { Server } from 'node:http'

/**
 * A stand-in for the editor: a tiny HTTP server whose pages frame the site in editing mode, as
 * the editor does, and record the messages the site sends them. Served on one port, it is two
 * origins: `http://127.0.0.1:<port>` (the site's configured editor) and `http://localhost:<port>`
 * (a page on the visitor's machine, which a production site must not trust).
 * @module
 */

/** The paths it serves. */
export const STAND_IN_PATHS = {
  /** Frames the site (`?site=<url>`) and, with `&intruder=<url>`, a second page beside it. */
  editor: '/editor',
  /** A page that can post to its sibling frame, the site (`window.attack(message)`). */
  intruder: '/intruder',
  /** A script that marks the page it runs in (`body[data-embed-script="ran"]`). */
  script: '/embed.js',
} as const

/** The script of the editor page: it records what the framed site posts to it. */
const RECORD_MESSAGES =
  'window.received = [];' +
  'addEventListener("message", (e) => received.push({ origin: e.origin, type: e.data && e.data.type }))'

/** The script of the intruder page: it posts to the site, framed beside it by the editor page. */
const ATTACK = 'window.attack = (message) => parent.frames[0].postMessage(message, "*")'

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

function editorPage(site: string, intruder: string | null): string {
  const frames =
    `<iframe id="site" src="${attribute(site)}" width="1000" height="700"></iframe>` +
    (intruder ? `<iframe id="intruder" src="${attribute(intruder)}"></iframe>` : '')
  return `<!DOCTYPE html><html><head><script>${RECORD_MESSAGES}</script></head><body>${frames}</body></html>`
}

/** A running stand-in; `close()` stops it. */
export interface EditorStandIn {
  server: Server
  close(): Promise<void>
}

/** Starts the stand-in on `127.0.0.1:<port>` (`localhost` reaches it too). */
export function startEditorStandIn(port: number): Promise<EditorStandIn> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    if (url.pathname === STAND_IN_PATHS.script) {
      response.writeHead(200, { 'Content-Type': 'text/javascript' })
      response.end('document.body.dataset.embedScript = "ran"')
      return
    }
    const html =
      url.pathname === STAND_IN_PATHS.editor
        ? editorPage(url.searchParams.get('site') ?? '', url.searchParams.get('intruder'))
        : url.pathname === STAND_IN_PATHS.intruder
          ? `<!DOCTYPE html><html><head><script>${ATTACK}</script></head><body></body></html>`
          : null
    response.writeHead(html === null ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(html ?? 'not found')
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        server,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    )
  })
}
