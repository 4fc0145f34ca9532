/** Where `message` events arrive (a `Window`, or an `EventTarget` in tests). */
export type MessageSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

/** A {@link MessageSource} that keeps its early `message` events; see {@link bufferMessages}. */
export interface BufferedMessageSource extends MessageSource {
  /** Stops keeping events and drops the kept ones (listeners added through it stay). */
  stop(): void
}

function deliver(listener: EventListenerOrEventListenerObject, event: Event): void {
  if (typeof listener === 'function') listener(event)
  else listener.handleEvent(event)
}

/**
 * Keeps the `message` events of `source` from now until a `message` listener is added through
 * the returned source, which first receives the kept events, in order, then the new ones. Lets
 * the editor bridge, loaded after the page is known to be edited, miss none of the editor's
 * messages. Other events and later listeners pass straight through.
 */
export function bufferMessages(source: MessageSource): BufferedMessageSource {
  let kept: Event[] | undefined = []
  const keep = (event: Event) => kept?.push(event)
  source.addEventListener('message', keep)
  const stop = () => {
    kept = undefined
    source.removeEventListener('message', keep)
  }
  return {
    addEventListener(type, listener, options) {
      if (type === 'message' && listener && kept) {
        const pending = kept
        stop()
        for (const event of pending) deliver(listener, event)
      }
      source.addEventListener(type, listener, options)
    },
    removeEventListener(type, listener, options) {
      source.removeEventListener(type, listener, options)
    },
    stop,
  }
}
