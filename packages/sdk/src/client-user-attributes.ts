import type { UserAttributes } from '@tessera/core'
import { createDocumentCookieJar } from './cookies.ts'
import { createUserAttributesStore } from './user-attributes.ts'
import type { UserAttributesStore } from './user-attributes.ts'

/**
 * Builder gen-2's `setClientUserAttributes`: the page's own custom visitor attributes, kept in
 * the `builder.userAttributes` cookie (which personalization containers read, and the server
 * can read on the next request).
 * @module
 */

let store: UserAttributesStore | undefined

/** The page's store: over `document.cookie` in a browser, in memory elsewhere. */
function pageStore(): UserAttributesStore {
  store ??= createUserAttributesStore(
    typeof document === 'undefined' ? {} : { cookieJar: createDocumentCookieJar() },
  )
  return store
}

/**
 * Sets custom visitor attributes for targeting, merged over those set before, and writes them
 * to the `builder.userAttributes` cookie (URI-encoded JSON, path `/`, `SameSite=Lax`).
 * @throws ValidationError when the attributes cannot be written as JSON.
 * @example setClientUserAttributes({ device: 'tablet', loggedIn: true })
 */
export function setClientUserAttributes(attributes: UserAttributes): void {
  pageStore().setClientUserAttributes(attributes)
}

/** The custom attributes set on this page so far (and read from the cookie at first use). */
export function getClientUserAttributes(): UserAttributes {
  return pageStore().getClientUserAttributes()
}
