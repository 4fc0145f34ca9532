import { toWebOrigin } from '@tessera/core/editor'

/**
 * Where a framed page learns the origin of the window that frames it.
 * @module
 */

/** What the browser tells about the framing window (`location` and `document` by default). */
export interface ParentOriginSource {
  /** `location.ancestorOrigins` (Chromium, WebKit): the parent's origin first. */
  ancestorOrigins?: ArrayLike<string>
  /** `document.referrer`: the parent's URL or origin on a first load, else the previous page. */
  referrer?: string
}

/** The origin of the framing window, and how sure the browser is of it. */
export interface ParentOrigin {
  origin: string
  /**
   * `true` when it comes from `location.ancestorOrigins`, which is the parent's real origin;
   * `false` for `document.referrer`, which is only a hint (after a navigation inside the
   * frame it names the previous page, and Firefox has no `ancestorOrigins`).
   */
  isCertain: boolean
}

function defaultSource(): ParentOriginSource {
  return {
    ...(typeof location === 'undefined' ? {} : { ancestorOrigins: location.ancestorOrigins }),
    ...(typeof document === 'undefined' ? {} : { referrer: document.referrer }),
  }
}

/**
 * The origin of the window framing this page: `location.ancestorOrigins[0]` when the browser
 * reports it (not `"null"`, as it does for a hidden referrer), else the origin of
 * `document.referrer`; `undefined` when neither is known (also on the server).
 * @example readParentOrigin({ referrer: 'https://editor.example.com/edit/1' })
 * // { origin: 'https://editor.example.com', isCertain: false }
 */
export function readParentOrigin(
  source: ParentOriginSource = defaultSource(),
): ParentOrigin | undefined {
  const ancestor = source.ancestorOrigins?.[0]
  const reported = ancestor === undefined ? undefined : toWebOrigin(ancestor)
  if (reported !== undefined) return { origin: reported, isCertain: true }
  const hinted = source.referrer ? toWebOrigin(source.referrer) : undefined
  return hinted === undefined ? undefined : { origin: hinted, isCertain: false }
}
