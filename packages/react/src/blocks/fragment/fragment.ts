import type { BlockProps } from '../../types.ts'

/** Renders the block's children with no element of its own (the wrapper attributes are dropped). */
export function Fragment({ children }: BlockProps) {
  return <>{children}</>
}
