import type { SiteSdk } from './site-sdk.ts'

/**
 * Says plainly, above the canvas, that the site in the frame has no Tessera editing runtime
 * (a site on Builder's own SDKs): it shows every change, but blocks are selected and arranged in
 * the layers and the panels, not by clicking in the canvas.
 */
export function RuntimeNote({ sdk }: { sdk: SiteSdk }) {
  return (
    <p className="canvas-note" role="note">
      This site runs the <strong>{sdk.target}</strong> SDK {sdk.version}, without Tessera&apos;s
      editing runtime: the canvas shows each change, but has no hover outlines and no
      click-to-select. Select and arrange blocks in the layers and the panels.
    </p>
  )
}
