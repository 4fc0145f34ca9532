import { useEffect, useRef } from 'react'
import { readClipboardBlocks } from '../editor/clipboard.ts'
import { blocksRefusal } from './symbol-guard.ts'
import type { SymbolLibrary } from './use-symbol-library.ts'

/** Whether a clipboard event is a text field's own (the editor's paste leaves those alone). */
function inField(event: ClipboardEvent): boolean {
  const target = event.target as HTMLElement | null
  return (
    target !== null &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/**
 * While a symbol is edited (`host`): a paste of blocks that would make it contain itself is
 * refused before the editor's paste sees it (a window listener in the capture phase), and
 * `onRefused` tells why. Pages (`host` undefined) take any paste.
 */
export function useSymbolPasteGuard(
  library: Pick<SymbolLibrary, 'graph' | 'nameOf'>,
  host: string | undefined,
  onRefused: (problem: string) => void,
): void {
  const latest = useRef({ library, onRefused })
  latest.current = { library, onRefused }
  useEffect(() => {
    if (host === undefined) return undefined
    const guard = (event: ClipboardEvent) => {
      if (inField(event)) return
      const blocks = readClipboardBlocks(event.clipboardData?.getData('text/plain') ?? '')
      const problem = blocks && blocksRefusal(latest.current.library, host, blocks)
      if (problem === undefined || problem === '') return
      event.stopImmediatePropagation()
      event.preventDefault()
      latest.current.onRefused(problem)
    }
    window.addEventListener('paste', guard, true)
    return () => window.removeEventListener('paste', guard, true)
  }, [host])
}
