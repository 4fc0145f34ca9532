import { TEST_COOKIE_PREFIX } from '../constants.ts'

/** Name of the cookie holding a visitor's split-test group of an entry: `builder.tests.<id>`. */
export function testCookieName(contentId: string): string {
  return `${TEST_COOKIE_PREFIX}${contentId}`
}
