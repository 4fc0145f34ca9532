import type { ReactNode } from 'react'
import { treeToReact } from '../../element-tree/tree-to-react.ts'
import type { ReactTreeEnv } from '../../element-tree/tree-to-react.ts'
import { mediaSizerTree } from './media-sizer-tree.ts'

/** Props of {@link MediaSizer}. */
export interface MediaSizerProps {
  /** Height / width of the media (see `toAspectRatio`); none → no sizer. */
  aspectRatio: number | undefined
  /** Children in the flow (the block takes their size) rather than over the media. */
  fitContent: boolean
  children?: ReactNode
}

const ignore = () => null

/** What follows a Video block's media: {@link mediaSizerTree} as React elements. */
export function MediaSizer({ aspectRatio, fitContent, children }: MediaSizerProps) {
  const hasChildren = children !== undefined && children !== null && children !== false
  const env: ReactTreeEnv = {
    children,
    renderBlocks: ignore,
    linkComponent: undefined,
    canDefer: false,
    warnOnce: ignore,
  }
  return treeToReact(mediaSizerTree(aspectRatio, fitContent, hasChildren), env)
}
