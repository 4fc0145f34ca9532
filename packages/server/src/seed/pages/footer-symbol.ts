import type { Block } from '@tessera/core'
import { box, columns, landmark, text } from '../demo-blocks.ts'
import { demoSymbol } from '../demo-entry.ts'
import { SAMPLE_IDS } from '../demo-ids.ts'
import { COLORS, band } from '../demo-theme.ts'
import type { SeedEntry } from '../seed-entry.ts'

const ON_DARK = { class: 'demo-on-dark' }

/** A Text block on the dark footer (its links light, see the theme's `.demo-on-dark`). */
function darkText(name: string, html: string, large: Record<string, string>): Block {
  return { ...text(name, html, { large: { lineHeight: '1.7', ...large } }), ...ON_DARK }
}

/** A titled list of links. */
function linkList(name: string, title: string, links: readonly [string, string][]): Block[] {
  const items = links.map(([label, path]) => `<li><a href="${path}">${label}</a></li>`)
  return [
    darkText(`${name}-title`, `<p>${title}</p>`, {
      color: COLORS.white,
      fontWeight: '700',
      fontSize: '14px',
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
      marginBottom: '12px',
    }),
    darkText(
      `${name}-links`,
      `<ul style="list-style:none;padding:0;margin:0">${items.join('')}</ul>`,
      { color: '#c7c9e8', fontSize: '15px' },
    ),
  ]
}

/**
 * The footer symbol, a `<footer>` (the page's contentinfo landmark): a blurb, two link lists and
 * the copyright line, on a dark band.
 */
export const FOOTER_SYMBOL: SeedEntry = demoSymbol(SAMPLE_IDS.footer, 'Footer', [
  landmark(
    'footer',
    band('footer-band', COLORS.night, [
      columns(
        'footer-columns',
        [
          [
            darkText('footer-brand', '<p>Tessera</p>', {
              color: COLORS.white,
              fontSize: '20px',
              fontWeight: '800',
              marginBottom: '10px',
            }),
            darkText(
              'footer-blurb',
              '<p>Pages assembled from visual blocks, served by your own content service.</p>',
              { color: '#a9abcf', fontSize: '15px', maxWidth: '340px' },
            ),
          ],
          linkList('footer-product', 'Product', [
            ['Home', '/'],
            ['Pricing', '/pricing'],
            ['Guide', '/guide'],
          ]),
          linkList('footer-company', 'Company', [
            ['About', '/about'],
            ['Contact', '/contact'],
          ]),
        ],
        { space: 40, widths: [50, 25, 25], stackColumnsAt: 'mobile' },
      ),
      box(
        'footer-bottom',
        {
          large: {
            marginTop: '48px',
            paddingTop: '24px',
            borderTop: '1px solid rgba(255, 255, 255, 0.12)',
          },
          small: { marginTop: '32px' },
        },
        [
          darkText('footer-copyright', '<p>© Tessera. Demo content: reuse it freely.</p>', {
            color: '#8d8fb5',
            fontSize: '14px',
          }),
        ],
      ),
    ]),
  ),
])
