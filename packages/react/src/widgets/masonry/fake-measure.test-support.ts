/**
 * A stand-in for `measure.ts` in the tests of the Masonry widget (happy-dom has no layout):
 * the root is `fakeSizes.width` wide and each tile as tall as `fakeSizes.heightOf` its text.
 * Used as `vi.mock('./measure.ts', () => import('./fake-measure.test-support.ts'))`.
 * @module
 */
import { vi } from 'vitest'
import type { MasonryMeasure } from './measure.ts'

/** The sizes the fake measure reports. */
export const fakeSizes = {
  width: 600,
  /** A tile's height from its text content: by default the number it says. */
  heightOf: (text: string): number => Number(text) || 0,
}

/** The fake measure, a spy. */
export const measureMasonry = vi.fn((root: HTMLElement): MasonryMeasure => ({
  width: fakeSizes.width,
  heights: Array.from(root.children, (tile) => fakeSizes.heightOf(tile.textContent ?? '')),
}))

/** Back to a 600px wide root, heights from the text, no recorded calls. */
export function resetFakeSizes(): void {
  fakeSizes.width = 600
  fakeSizes.heightOf = (text) => Number(text) || 0
  measureMasonry.mockClear()
}
