import { useEffect, useMemo } from 'react'
import type { CanvasBridge } from './canvas-bridge.ts'

/** The address of a page of the site in editing mode (`builder.frameEditing=page`). */
export function editingFrameUrl(siteUrl: string, pagePath: string): string {
  const url = new URL(pagePath, siteUrl)
  url.searchParams.set('builder.frameEditing', 'page')
  return url.toString()
}

/**
 * While mounted, the bridge hears the window's messages (it keeps only its frame's); on unmount
 * it stops and lets go of the document. Answers the frame's address.
 */
export function useCanvasBridge(bridge: CanvasBridge, siteUrl: string, pagePath: string): string {
  useEffect(() => {
    window.addEventListener('message', bridge.receive)
    return () => {
      window.removeEventListener('message', bridge.receive)
      bridge.dispose()
    }
  }, [bridge])
  return useMemo(() => editingFrameUrl(siteUrl, pagePath), [siteUrl, pagePath])
}
