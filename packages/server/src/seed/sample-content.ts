import { ABOUT_PAGE } from './pages/about-page.ts'
import { CONTACT_PAGE } from './pages/contact-page.ts'
import { FOOTER_SYMBOL } from './pages/footer-symbol.ts'
import { GUIDE_PAGES } from './pages/guide-pages.ts'
import { HEADER_SYMBOL } from './pages/header-symbol.ts'
import { HOME_PAGE } from './pages/home-page.ts'
import { NOT_FOUND_PAGE } from './pages/not-found-page.ts'
import { PRICING_PAGE } from './pages/pricing-page.ts'
import type { SeedEntry } from './seed-entry.ts'

export { SAMPLE_IDS } from './demo-ids.ts'
export type { SeedEntry } from './seed-entry.ts'

/**
 * The demo website, seeded by `tessera serve --demo` (and written as Builder JSON to
 * `packages/server/demo/content/`): the header and footer symbols, then the pages `/` (with a
 * 50/50 split test of its hero), `/about`, `/pricing`, `/contact`, `/guide`, `/guide/intro` and
 * `/guide/blocks`, and the 404 page (`/404`, which the site shows for unknown paths), all
 * published. Images are placeholder URLs (`demoImageUrl`) that the seed
 * replaces with the stored images' URLs.
 */
export const SAMPLE_CONTENT: readonly SeedEntry[] = [
  HEADER_SYMBOL,
  FOOTER_SYMBOL,
  HOME_PAGE,
  ABOUT_PAGE,
  PRICING_PAGE,
  CONTACT_PAGE,
  ...GUIDE_PAGES,
  NOT_FOUND_PAGE,
]
