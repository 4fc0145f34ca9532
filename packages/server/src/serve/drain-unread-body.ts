import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Once a response is sent, lets the rest of a request body the app did not read (an early 413,
 * 401 or 429 to an upload) flow to its end and be dropped, so the keep-alive connection can carry
 * the client's next request.
 *
 * Node does this itself (`req._dump()`), except for a body something started to read: here the
 * web stream @hono/node-server makes of it (`Readable.toWeb`) as soon as the app looks at
 * `request.body`, which every size limit does. Read no further, that stream paused the socket
 * again after each chunk; @hono/node-server's own drain then gave up and cut the connection 500 ms
 * later, and the client's next request on it got no answer at all (issue 16: a 1.1 MB body
 * answered 413, then any request). Its listeners are dropped here: nothing reads that stream once
 * the response is out.
 */
export function drainUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    if (req.complete) return
    req.removeAllListeners('data')
    req.resume()
  })
}
