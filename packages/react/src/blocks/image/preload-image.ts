import type { Preload } from '../../static-html/html-preload.ts'
import { getImageUrlKind, getSrcSet, getWebpSrcSet } from '../shared-media/get-src-set.ts'

/**
 * The preload of a high-priority image (`highPriority`). React preloads such images by itself,
 * but never inside a `<picture>`, and the Image block's image is in one. The file a browser
 * takes from that `<picture>` is its WebP source when it has one, else the image's own `srcset`
 * or `src`, so the preload asks for the same.
 * @example
 * getImagePreload('https://cdn.builder.io/api/v1/image/assets%2Fa%2Fb', undefined, '100vw', false)
 * // { href: 'https://cdn…', options: { as: 'image', fetchPriority: 'high', type: 'image/webp',
 * //   imageSrcSet: 'https://cdn…?width=100&format=webp 100w, …', imageSizes: '100vw' } }
 */
export function getImagePreload(
  src: string,
  authorSrcSet: string | undefined,
  sizes: string | undefined,
  noWebp: boolean,
): Preload {
  const kind = getImageUrlKind(src)
  const webpSrcSet = noWebp ? undefined : getWebpSrcSet(src, kind)
  const srcSet = webpSrcSet ?? (kind !== 'other' ? getSrcSet(src, kind) : authorSrcSet)
  return {
    href: src,
    options: {
      as: 'image',
      fetchPriority: 'high',
      type: webpSrcSet === undefined ? undefined : 'image/webp',
      imageSrcSet: srcSet,
      imageSizes: srcSet === undefined ? undefined : sizes,
    },
  }
}
