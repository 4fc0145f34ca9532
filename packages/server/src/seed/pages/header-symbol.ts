import type { Block } from '@tessera/core'
import { box, button, element, landmark, section, text } from '../demo-blocks.ts'
import { demoSymbol } from '../demo-entry.ts'
import { SAMPLE_IDS } from '../demo-ids.ts'
import { COLORS, PRIMARY_BUTTON } from '../demo-theme.ts'
import type { SeedEntry } from '../seed-entry.ts'

/** The header's links: label and path. */
export const NAV_LINKS = [
  ['Home', '/'],
  ['About', '/about'],
  ['Pricing', '/pricing'],
  ['Guide', '/guide'],
  ['Contact', '/contact'],
] as const

/** The logo: a gradient mark and the site name, linking home. */
const logo: Block = element('header-logo', {
  tagName: 'a',
  properties: { href: '/', 'aria-label': 'Tessera home' },
  responsiveStyles: {
    large: {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      gap: '10px',
      textDecoration: 'none',
      color: COLORS.ink,
    },
  },
  children: [
    box('header-logo-mark', {
      large: {
        width: '28px',
        height: '28px',
        borderRadius: '8px',
        background: `linear-gradient(135deg, ${COLORS.primary}, ${COLORS.accent})`,
        flexShrink: '0',
      },
    }),
    text('header-logo-name', '<p>Tessera</p>', {
      large: { fontSize: '20px', fontWeight: '800', letterSpacing: '-0.02em' },
    }),
  ],
})

const LINK_STYLES = {
  large: {
    display: 'inline-block',
    paddingTop: '8px',
    paddingBottom: '8px',
    paddingLeft: '14px',
    paddingRight: '14px',
    borderRadius: '999px',
    color: COLORS.ink,
    fontSize: '15px',
    fontWeight: '500',
    textDecoration: 'none',
  },
  small: { paddingLeft: '10px', paddingRight: '10px', fontSize: '14px' },
}

/** One nav link; Contact is a filled pill. */
function navLink([label, path]: (typeof NAV_LINKS)[number]): Block {
  const name = `header-nav-${label.toLowerCase()}`
  if (path === '/contact') {
    return button(
      name,
      label,
      path,
      {
        large: { ...PRIMARY_BUTTON.large, ...LINK_STYLES.large, color: COLORS.white },
        small: LINK_STYLES.small,
      },
      { class: 'demo-button demo-button-primary' },
    )
  }
  return button(name, label, path, LINK_STYLES, { class: 'demo-nav-link' })
}

const nav: Block = element('header-nav', {
  tagName: 'nav',
  properties: { 'aria-label': 'Main' },
  // One column of a fixed share per link: where a link sits never depends on the links after
  // it, so a browser painting the header before its last link has arrived (HTML is parsed
  // and painted as it streams in) shows no shift when the rest comes.
  responsiveStyles: {
    large: {
      display: 'grid',
      gridTemplateColumns: `repeat(${NAV_LINKS.length}, minmax(0, 1fr))`,
      justifyItems: 'center',
      alignItems: 'center',
      width: '440px',
    },
    small: { width: '100%' },
  },
  children: NAV_LINKS.map(navLink),
})

/**
 * The header symbol, a `<header>` (the page's banner landmark): logo and navigation on one row
 * (the links below the logo on phones).
 */
export const HEADER_SYMBOL: SeedEntry = demoSymbol(SAMPLE_IDS.header, 'Header', [
  landmark(
    'header',
    box(
      'header-bar',
      {
        large: {
          backgroundColor: 'rgba(255, 255, 255, 0.92)',
          borderBottom: `1px solid ${COLORS.border}`,
          paddingTop: '16px',
          paddingBottom: '16px',
          paddingLeft: '32px',
          paddingRight: '32px',
        },
        medium: { paddingLeft: '24px', paddingRight: '24px' },
        small: {
          paddingTop: '12px',
          paddingBottom: '10px',
          paddingLeft: '16px',
          paddingRight: '16px',
        },
      },
      [
        section('header-section', [
          box(
            'header-row',
            {
              large: {
                display: 'flex',
                flexDirection: 'row',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '12px',
              },
            },
            [logo, nav],
          ),
        ]),
      ],
    ),
  ),
])
