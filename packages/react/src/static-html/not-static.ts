/**
 * Thrown while building static HTML when a block cannot be rendered as a string the way React
 * would render it: the block list then renders through React instead.
 */
export class NotStaticError extends Error {
  constructor(reason: string) {
    super(`not static: ${reason}`)
    this.name = 'NotStaticError'
  }
}

/**
 * Gives up on the static HTML of the current block list.
 * @throws NotStaticError always
 */
export function notStatic(reason: string): never {
  throw new NotStaticError(reason)
}
