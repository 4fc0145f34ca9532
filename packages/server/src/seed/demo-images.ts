import { fileURLToPath } from 'node:url'
import { imageUrl } from '../images/store-image.ts'

/** An image file the demo ships (`packages/server/demo/images/<file>`). */
export interface DemoImage {
  /** Short name; the content refers to it through {@link demoImageUrl}. */
  name: string
  file: string
  width: number
  height: number
  /** Alt text used by the content. */
  alt: string
}

/** The demo's image files, made once by `packages/server/demo/make-images.ts`. */
export const DEMO_IMAGES = [
  { name: 'hero-a', file: 'hero-a.jpg', width: 1600, height: 1000, alt: 'Colourful tiles' },
  { name: 'hero-b', file: 'hero-b.jpg', width: 1600, height: 1000, alt: 'Warm mosaic' },
  {
    name: 'feature-compose',
    file: 'feature-compose.webp',
    width: 800,
    height: 600,
    alt: 'Stacked blocks',
  },
  { name: 'feature-publish', file: 'feature-publish.webp', width: 800, height: 600, alt: 'Rings' },
  { name: 'feature-measure', file: 'feature-measure.webp', width: 800, height: 600, alt: 'Bars' },
  { name: 'about-studio', file: 'about-studio.jpg', width: 1400, height: 900, alt: 'Soft shapes' },
  { name: 'gallery-tall', file: 'gallery-tall.png', width: 600, height: 900, alt: 'Stripes' },
  { name: 'gallery-wide', file: 'gallery-wide.webp', width: 1200, height: 600, alt: 'Waves' },
  { name: 'gallery-square', file: 'gallery-square.png', width: 800, height: 800, alt: 'Tiles' },
] as const satisfies readonly DemoImage[]

/** A name of {@link DEMO_IMAGES}. */
export type DemoImageName = (typeof DEMO_IMAGES)[number]['name']

/** Folder of the image files. */
export const DEMO_IMAGE_DIR = fileURLToPath(new URL('../../demo/images/', import.meta.url))

/**
 * The space of the placeholder image URLs: the one a fresh database gets (`ensureSpace`). The
 * seed stores each image and puts its real URL in place of the placeholder.
 */
export const DEMO_PLACEHOLDER_SPACE = 'default'

/** Prefix of the placeholder asset ids (`demo-hero-a`). */
export const DEMO_ASSET_PREFIX = 'demo-'

/**
 * The placeholder URL of a demo image, as the content and the JSON export hold it:
 * `/api/v1/image/assets%2Fdefault%2Fdemo-<name>` (a relative URL of the service's image
 * route, so the renderer computes its srcset).
 */
export function demoImageUrl(name: DemoImageName): string {
  return imageUrl(DEMO_PLACEHOLDER_SPACE, `${DEMO_ASSET_PREFIX}${name}`)
}

/** The image of a name. */
export function demoImage(name: DemoImageName): DemoImage {
  const image = DEMO_IMAGES.find((candidate) => candidate.name === name)
  if (!image) throw new Error(`No demo image "${name}"`)
  return image
}
