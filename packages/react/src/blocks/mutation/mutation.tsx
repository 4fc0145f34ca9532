import { createPortal } from 'react-dom'
import type { BlockProps } from '../../types.ts'
import { useMutationMount } from './use-mutation-mount.ts'

/** Options of the Builder:Mutation block. */
export interface MutationOptions {
  /** `replace` (default): its children replace the target's content; `afterEnd`: go after it. */
  type?: 'replace' | 'afterEnd'
  /** CSS selector of the target element (first match). */
  selector?: string
}

/**
 * Puts its children somewhere else on the page. On the server and during hydration they render
 * in a hidden `div.builder-mutation` (the block's attributes on it); after mount they render
 * (through a portal) into the first element matching `selector` — replacing its content, or
 * right after it — waiting up to 10 s for a late target. Unmounting puts the target's content
 * back. In the editor the children stay in place, visible. Problems are logged, never thrown.
 */
export function Mutation({
  type,
  selector,
  attributes,
  builderContext,
  children,
}: BlockProps<MutationOptions>) {
  const mount = useMutationMount({
    selector,
    type,
    enabled: builderContext.isBrowser && !builderContext.isEditing,
    warn: builderContext.warnOnce,
  })
  const hidden = !builderContext.isEditing
  const className = `${attributes?.className ?? ''} builder-mutation`.trim()
  return (
    <>
      <div
        {...attributes}
        className={className}
        style={hidden ? { ...attributes?.style, display: 'none' } : attributes?.style}
      >
        {mount === null ? children : null}
      </div>
      {mount !== null && createPortal(children, mount)}
    </>
  )
}
