/**
 * Opaque tokens of the editor's drags into the canvas. A palette item being dragged carries
 * only a token in its native drag data (never a name the frame could act on, nor code); the
 * site's drop message hands the token back, and the editor alone knows what it stands for. A
 * token is good for the latest drag only, and once.
 */
export class DragTokens {
  private current: { token: string; name: string } | undefined

  /** A new token for a drag of the palette item `name` (the previous one is dropped). */
  begin(name: string): string {
    const bytes = crypto.getRandomValues(new Uint8Array(16))
    const token = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
    this.current = { token, name }
    return token
  }

  /** The name the token stands for, once; undefined for any other token. */
  take(token: string): string | undefined {
    if (this.current?.token !== token) return undefined
    const { name } = this.current
    this.current = undefined
    return name
  }
}

/** The palette's drags (one drag at a time in a window). */
export const paletteDrags = new DragTokens()
