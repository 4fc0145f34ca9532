import type { KeyboardEvent, SyntheticEvent } from 'react'

const stop = (event: SyntheticEvent) => event.stopPropagation()

/**
 * The event handlers of a modal `<dialog>` over the editor: keys and clipboard events stay in
 * it (Delete on one of its buttons must not delete the selected block behind it), and Escape
 * closes it (the editor's own Escape would otherwise cancel the browser's).
 */
export const modalEvents = {
  onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    event.stopPropagation()
    if (event.key !== 'Escape') return
    event.preventDefault()
    event.currentTarget.close()
  },
  onCopy: stop,
  onCut: stop,
  onPaste: stop,
}
