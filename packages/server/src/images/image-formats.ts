/** Image formats the service stores and serves. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'svg'

/** Formats `?format=` may ask for. */
export const OUTPUT_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]

/** Media type of each format. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
}

/** Largest image we decode, in pixels (all frames): guards against decompression bombs. */
export const MAX_IMAGE_PIXELS = 100_000_000

/** The format of a stored media type (`image/jpeg` → `jpeg`), or `undefined` for non-images. */
export function formatOfContentType(contentType: string): ImageFormat | undefined {
  const media = contentType.split(';')[0]?.trim().toLowerCase()
  const entry = Object.entries(IMAGE_CONTENT_TYPES).find(([, type]) => type === media)
  return entry?.[0] as ImageFormat | undefined
}
