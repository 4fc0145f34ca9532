import { useCallback, useSyncExternalStore } from 'react'

/** Which blocks are selected (several with Shift or Cmd/Ctrl) and which one is hovered. */
export class Selection {
  private selected: readonly string[] = []
  private hovered: string | null = null
  private readonly listeners = new Set<() => void>()

  get ids(): readonly string[] {
    return this.selected
  }

  /** The block the panels show: the last one selected. */
  get primary(): string | undefined {
    return this.selected.at(-1)
  }

  get hover(): string | null {
    return this.hovered
  }

  /** Selects `id` alone, or adds / removes it with `extend` (Shift, Cmd/Ctrl). */
  select(id: string | null, extend = false): void {
    if (id === null) this.selected = []
    else if (!extend) this.selected = [id]
    else
      this.selected = this.selected.includes(id)
        ? this.selected.filter((item) => item !== id)
        : [...this.selected, id]
    this.notify()
  }

  setHover(id: string | null): void {
    if (id === this.hovered) return
    this.hovered = id
    this.notify()
  }

  /** Forgets ids that left the document. */
  keepOnly(exists: (id: string) => boolean): void {
    const kept = this.selected.filter(exists)
    if (kept.length !== this.selected.length) {
      this.selected = kept
      this.notify()
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private notify(): void {
    for (const listener of this.listeners) listener()
  }
}

/** The selected ids (re-renders when they change). */
export function useSelectedIds(selection: Selection): readonly string[] {
  return useSyncExternalStore(
    selection.subscribe,
    useCallback(() => selection.ids, [selection]),
  )
}

/** The hovered id. */
export function useHovered(selection: Selection): string | null {
  return useSyncExternalStore(
    selection.subscribe,
    useCallback(() => selection.hover, [selection]),
  )
}
