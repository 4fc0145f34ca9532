import { demoPage } from '../demo-entry.ts'
import { SAMPLE_IDS } from '../demo-ids.ts'
import { COLORS, band, buttonRow, intro, primaryButton, secondaryButton } from '../demo-theme.ts'
import type { SeedEntry } from '../seed-entry.ts'

/**
 * The URL path of the site's "not found" page: the website renders this entry, with the status
 * 404, for every path no page matches (and for `/404` itself).
 */
export const NOT_FOUND_PATH = '/404'

/** The branded 404 page: the header, a message with a way home and to the guide, the footer. */
export const NOT_FOUND_PAGE: SeedEntry = demoPage(SAMPLE_IDS.notFound, 'Not found', {
  key: 'not-found',
  path: NOT_FOUND_PATH,
  title: 'Page not found · Tessera',
  description: 'This page could not be found.',
  blocks: [
    band('not-found-band', `linear-gradient(180deg, ${COLORS.surface} 0%, ${COLORS.white} 70%)`, [
      intro(
        'not-found-intro',
        'Error 404',
        'This page could not be found',
        'The link may be old, or the page was moved. Start again from the home page.',
        1,
      ),
      buttonRow(
        'not-found-buttons',
        [
          primaryButton('not-found-home', 'Back to the home page', '/'),
          secondaryButton('not-found-guide', 'Read the guide', '/guide'),
        ],
        true,
      ),
    ]),
  ],
})
