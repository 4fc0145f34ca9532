import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'
import { runScripts } from './run-scripts.ts'

/**
 * Runs the scripts of the author's `html` after the block mounts in the browser (never on the
 * server, never during hydration), and those of new HTML when it changes; each script once
 * per block (see {@link runScripts}).
 */
export function useAuthorScripts(ref: RefObject<HTMLElement | null>, html: string): void {
  // Survives re-renders and StrictMode's effect replay, so nothing runs twice.
  const ran = useRef<Set<string>>(null)
  useEffect(() => {
    const container = ref.current
    if (!container || html === '') return
    ran.current ??= new Set()
    runScripts({ html, container, ran: ran.current })
  }, [ref, html])
}
