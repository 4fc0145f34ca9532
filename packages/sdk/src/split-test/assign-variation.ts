import {
  applyVariation,
  chooseVariation,
  hasVariations,
  isKnownVariation,
  isVariationLive,
  LOG_PREFIX,
  TEST_COOKIE_DAYS,
  testCookieName,
  ValidationError,
} from '@tessera/core'
import type { Entry } from '@tessera/core'
import type { CookieJar } from '../cookies.ts'

/** Lifetime of the split-test cookie in seconds (30 days). */
export const TEST_COOKIE_MAX_AGE_SECONDS = TEST_COOKIE_DAYS * 24 * 60 * 60

export interface AssignVariationOptions {
  /** The entry to show; returned unchanged when it has no variations. */
  entry: Entry
  /** Where the visitor's group is read and written: the document jar or the request's header jar. */
  cookieJar: CookieJar
  /** Source of the draw in [0, 1). Default: `Math.random`. */
  random?: () => number
  /**
   * Groups forced from the URL (`builder.tests.<contentId>=<variationId>`), content id →
   * variation id; see `readForcedVariations`. Used only when the id names a group of the entry.
   */
  forcedVariations?: Readonly<Record<string, string>>
  /** When false, no cookie is written (a group is still picked). Default: `true`. */
  canTrack?: boolean
  /** Add `Secure` to the cookie (set it on https sites). Default: `false`. */
  secure?: boolean
  /** Called when the cookie cannot be read or written. Default: a console warning. */
  onError?: (error: unknown) => void
  /** The time variations' windows are read at (epoch ms). Default: `Date.now()`. */
  now?: number
}

/** Whether `id` names the default or a variation live at `now`. */
function isLive(entry: Entry, id: string, now: number): boolean {
  const variation = id === entry.id ? undefined : entry.variations?.[id]
  return variation === undefined || isVariationLive(variation, now)
}

function warn(error: unknown): void {
  console.warn(`${LOG_PREFIX}split-test cookie could not be read or written`, error)
}

function readCookie(options: AssignVariationOptions, name: string): string | undefined {
  try {
    const raw = options.cookieJar.get(name)
    return raw === undefined ? undefined : decodeURIComponent(raw)
  } catch (error) {
    // A malformed %-escape is just an invalid value; a throwing jar is worth reporting.
    if (!(error instanceof URIError)) (options.onError ?? warn)(error)
    return undefined
  }
}

/**
 * Picks the visitor's split-test group of an entry and returns the entry showing it (see
 * `applyVariation`: `data` of the variation, `testVariationId`, `testVariationName`).
 *
 * Order: a group forced in the URL (if it names a group of the entry) → the cookie
 * `builder.tests.<contentId>` (if it names a group of the entry) → a random draw. The cookie
 * is written (`Path=/`, 30 days, `SameSite=Lax`, `Secure` when asked) after a draw or a forced
 * group, never when `canTrack` is false. A cookie naming a variation outside its window (see
 * `isVariationLive`) shows the default and is kept (the draw is the visitor's). Works the same in the browser
 * (`createDocumentCookieJar()`) and on the server (`createHeaderCookieJar(cookieHeader)`, then
 * send its `setCookieHeaders()`), so the server can render the chosen group without flicker.
 *
 * @throws ValidationError when the entry has variations but no id
 * @example
 * const jar = createHeaderCookieJar(request.headers.get('cookie'))
 * const shown = assignVariation({ entry, cookieJar: jar })
 */
export function assignVariation(options: AssignVariationOptions): Entry {
  const { entry, random = Math.random, forcedVariations, canTrack = true } = options
  const now = options.now ?? Date.now()
  if (!hasVariations(entry, now)) return entry
  if (typeof entry.id !== 'string' || entry.id === '')
    throw new ValidationError('entry.id must be a non-empty string to assign a variation')
  const name = testCookieName(entry.id)

  let variationId: string
  let write = true
  const forced =
    forcedVariations && Object.hasOwn(forcedVariations, entry.id)
      ? forcedVariations[entry.id]
      : undefined
  const fromCookie = readCookie(options, name)
  if (isKnownVariation(entry, forced) && forced !== undefined) {
    variationId = forced
  } else if (isKnownVariation(entry, fromCookie) && fromCookie !== undefined) {
    variationId = isLive(entry, fromCookie, now) ? fromCookie : entry.id
    write = false
  } else {
    variationId = chooseVariation(entry, random(), now)
  }

  if (write && canTrack) {
    try {
      options.cookieJar.set(name, encodeURIComponent(variationId), {
        path: '/',
        maxAgeSeconds: TEST_COOKIE_MAX_AGE_SECONDS,
        sameSite: 'Lax',
        secure: options.secure === true,
      })
    } catch (error) {
      ;(options.onError ?? warn)(error)
    }
  }
  return applyVariation(entry, variationId)
}
