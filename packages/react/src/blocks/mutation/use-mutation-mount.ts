import { useEffect, useState } from 'react'

/** How long a Mutation waits for its target to appear. */
export const MUTATION_TARGET_TIMEOUT_MS = 10_000

/** Options of {@link useMutationMount}. */
export interface MutationMountOptions {
  /** CSS selector of the target; the first match is used. */
  selector: string | undefined
  /** `replace` (default): the target's content is set aside; `afterEnd`: after the target. */
  type: string | undefined
  /** False: nothing moves (server, hydration, editing). */
  enabled: boolean
  /** Reports a problem (bad selector, target never found); called at most once per cause. */
  warn(key: string, message: string): void
  /** Default: {@link MUTATION_TARGET_TIMEOUT_MS}. */
  timeoutMs?: number
}

function find(selector: string): Element | null {
  return document.querySelector(selector)
}

/**
 * The element a Mutation renders its children into (through a portal), created once the
 * first element matching `selector` exists: for `replace` a `display: contents` holder that
 * replaces the target's child nodes (set aside, put back on cleanup); for `afterEnd` a holder
 * inserted right after the target (removed on cleanup). Waits for a late target with a
 * MutationObserver, for at most `timeoutMs`. Null until then, and whenever nothing can move.
 */
export function useMutationMount(options: MutationMountOptions): Element | null {
  const { selector, type, enabled, warn } = options
  const timeoutMs = options.timeoutMs ?? MUTATION_TARGET_TIMEOUT_MS
  const [mount, setMount] = useState<Element | null>(null)

  useEffect(() => {
    if (!enabled || typeof selector !== 'string' || selector.trim() === '') return
    const mode = type === 'afterEnd' ? 'afterEnd' : 'replace'
    let undo: (() => void) | undefined
    let observer: MutationObserver | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const stopWaiting = () => {
      observer?.disconnect()
      observer = undefined
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    }
    const attach = (target: Element) => {
      stopWaiting()
      const holder = document.createElement('div')
      holder.className = 'builder-mutation-content'
      holder.setAttribute('style', 'display: contents')
      if (mode === 'afterEnd') {
        target.after(holder)
        undo = () => holder.remove()
      } else {
        const setAside = Array.from(target.childNodes)
        target.replaceChildren(holder)
        undo = () => {
          holder.remove()
          target.append(...setAside)
        }
      }
      setMount(holder)
    }
    try {
      const target = find(selector)
      if (target) attach(target)
      else {
        observer = new MutationObserver(() => {
          const late = find(selector)
          if (late) attach(late)
        })
        observer.observe(document.documentElement, { childList: true, subtree: true })
        timer = setTimeout(() => {
          stopWaiting()
          warn(
            `mutation-timeout:${selector}`,
            `Mutation target "${selector}" not found within ${timeoutMs} ms; its content stays hidden`,
          )
        }, timeoutMs)
      }
    } catch (error) {
      stopWaiting()
      const reason = error instanceof Error ? error.message : String(error)
      warn(`mutation-selector:${selector}`, `Mutation selector "${selector}" failed: ${reason}`)
    }
    return () => {
      stopWaiting()
      try {
        undo?.()
      } catch {
        // The page changed the target meanwhile: nothing left to put back.
      }
      setMount(null)
    }
  }, [enabled, selector, type, timeoutMs, warn])

  return mount
}
