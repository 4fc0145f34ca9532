/**
 * What the suite expects of the demo content (packages/server/src/seed): ids and headlines come
 * from the seed itself; paths and titles are written out, as a visitor sees them.
 * @module
 */
import { SAMPLE_IDS } from '../../packages/server/src/seed/demo-ids.ts'
import { HERO_BOLD, HERO_DEFAULT } from '../../packages/server/src/seed/pages/home-hero.ts'

export { SAMPLE_IDS }

/** Every demo page: URL path and document title. */
export const DEMO_PAGES = [
  { path: '/', title: 'Tessera: pages from blocks' },
  { path: '/about', title: 'About Tessera' },
  { path: '/pricing', title: 'Pricing · Tessera' },
  { path: '/contact', title: 'Contact · Tessera' },
  { path: '/guide', title: 'The Tessera guide · Tessera' },
  { path: '/guide/intro', title: 'Introduction · Tessera' },
  { path: '/guide/blocks', title: 'Blocks on this site · Tessera' },
] as const

/** A path no page matches: the site answers 404 with the demo's `/404` page. */
export const NOT_FOUND_PAGE = { path: '/nope', title: 'Page not found · Tessera' } as const

/** The home page's split test: the default group and the `Bold headline` variation. */
export const HOME_TEST = {
  contentId: SAMPLE_IDS.home,
  variationId: SAMPLE_IDS.homeVariation,
  cookieName: `builder.tests.${SAMPLE_IDS.home}`,
  headlines: {
    [SAMPLE_IDS.home]: HERO_DEFAULT.headline,
    [SAMPLE_IDS.homeVariation]: HERO_BOLD.headline,
  },
} as const

/** The headline of a split-test group (`contentId` or `variationId` of {@link HOME_TEST}). */
export function headlineOf(group: string): string {
  const headline = (HOME_TEST.headlines as Record<string, string>)[group]
  if (headline === undefined) throw new Error(`no split-test group ${group}`)
  return headline
}

/** A file name for a URL path: `/` → `home`, `/guide/intro` → `guide-intro`. */
export function slugOf(path: string): string {
  if (path === NOT_FOUND_PAGE.path) return 'not-found'
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')
}
