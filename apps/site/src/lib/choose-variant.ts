import { applyVariation, isKnownVariation } from '@tessera/core'
import type { Entry } from '@tessera/core'
import { assignVariation } from '@tessera/sdk'
import type { CookieJar, CookieOptions } from '@tessera/sdk'

/**
 * The split-test group of a page, chosen on the server so that the HTML holds one variant only.
 * @module
 */

/** A cookie to write in the browser (a server component cannot send `Set-Cookie`). */
export interface PendingCookie {
  name: string
  /** Already encoded for a cookie. */
  value: string
  options: CookieOptions
}

/** What the visitor gets. */
export interface VariantChoice {
  /**
   * The entry showing the chosen group (`testVariationId`, `testVariationName`) without its
   * `variations`, so the other groups reach neither the HTML nor the page's data.
   */
  entry: Entry
  /** The `builder.tests.<contentId>` cookie to set: after a draw or a forced group. */
  cookie?: PendingCookie
}

export interface ChooseVariantOptions {
  /** The request's cookies by name (values as sent). */
  cookies: Readonly<Record<string, string>>
  /** Groups forced in the URL, content id → variation id. */
  forcedVariations?: Readonly<Record<string, string>>
  /** Previews and the editor show the default group (or a forced one) and write no cookie. */
  isPreviewing?: boolean
  /** Source of the draw in [0, 1). Default: `Math.random`. */
  random?: () => number
}

function withoutVariations(entry: Entry): Entry {
  const shown: Entry = { ...entry }
  delete shown.variations
  return shown
}

/**
 * Chooses the group of `entry` with the SDK's `assignVariation`: a group forced in the URL, else
 * the one in the visitor's `builder.tests.<contentId>` cookie, else a random draw by the groups'
 * `testRatio`. An entry without variations is returned as it is (without a cookie).
 * @example
 * chooseVariant(entry, { cookies: { 'builder.tests.c1': 'v2' } }).entry.testVariationId // 'v2'
 */
export function chooseVariant(entry: Entry, options: ChooseVariantOptions): VariantChoice {
  const forced = options.forcedVariations?.[entry.id]
  if (options.isPreviewing) {
    const shown = isKnownVariation(entry, forced) ? applyVariation(entry, forced) : entry
    return { entry: withoutVariations(shown) }
  }
  let cookie: PendingCookie | undefined
  const jar: CookieJar = {
    get: (name) => options.cookies[name],
    set: (name, value, cookieOptions = {}) => {
      cookie = { name, value, options: cookieOptions }
    },
  }
  const shown = assignVariation({
    entry,
    cookieJar: jar,
    random: options.random,
    forcedVariations: options.forcedVariations,
    onError: (error) => console.warn('[tessera-site] split-test cookie ignored', error),
  })
  return cookie ? { entry: withoutVariations(shown), cookie } : { entry: withoutVariations(shown) }
}
