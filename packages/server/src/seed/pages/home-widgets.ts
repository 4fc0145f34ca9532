import type { Block } from '@tessera/core'
import { box, element, image, text } from '../demo-blocks.ts'
import type { DemoImageName } from '../demo-images.ts'
import { COLORS, band, buttonRow, cardStyles, heading, intro, paragraph } from '../demo-theme.ts'
import { button } from '../demo-blocks.ts'

const QUOTES = [
  [
    'ana',
    'We moved our landing pages over in an afternoon. Marketing edits, developers ship.',
    'Ana Ribeiro',
    'Growth lead, Northwind',
  ],
  [
    'sam',
    'The split test on our pricing headline paid for the migration in a week.',
    'Sam Okafor',
    'Founder, Tidepool',
  ],
  [
    'lea',
    'Our content lives in our own Postgres now, and pages still render in milliseconds.',
    'Léa Martin',
    'CTO, Fieldnotes',
  ],
  [
    'raj',
    'Symbols for the header and footer mean one change updates every page.',
    'Raj Patel',
    'Web team, Lumen',
  ],
] as const

/** One testimonial slide: a card with the quote and who said it. */
function quoteSlide([key, quote, name, role]: (typeof QUOTES)[number]): { content: Block[] } {
  return {
    content: [
      box(
        `home-quote-${key}`,
        cardStyles({ marginLeft: '10px', marginRight: '10px', minHeight: '200px' }),
        [
          paragraph(`home-quote-${key}-text`, `“${quote}”`, {
            fontSize: '18px',
            color: COLORS.ink,
            marginBottom: '20px',
          }),
          text(`home-quote-${key}-name`, `<p><strong>${name}</strong><br>${role}</p>`, {
            large: { fontSize: '14px', lineHeight: '1.5', color: COLORS.muted },
          }),
        ],
      ),
    ],
  }
}

/** The testimonials band: a `Builder:Carousel`, two cards wide (one below 800 px). */
export function testimonialsBand(): Block {
  return band('home-quotes', COLORS.white, [
    intro(
      'home-quotes-intro',
      'Testimonials',
      'Teams ship more pages',
      'What people say after the switch.',
    ),
    element('home-quotes-carousel', {
      component: {
        name: 'Builder:Carousel',
        options: {
          slides: QUOTES.map(quoteSlide),
          hideDots: false,
          autoplay: true,
          autoplaySpeed: 6,
          responsive: [
            { breakpoint: 3000, settings: { slidesToShow: 2, slidesToScroll: 1, infinite: true } },
            { breakpoint: 800, settings: { slidesToShow: 1, slidesToScroll: 1, infinite: true } },
          ],
        },
      },
      responsiveStyles: {
        large: { paddingLeft: '30px', paddingRight: '30px', paddingBottom: '30px' },
        small: { paddingLeft: '22px', paddingRight: '22px' },
      },
    }),
  ])
}

const TILES: readonly DemoImageName[] = [
  'gallery-tall',
  'gallery-wide',
  'feature-publish',
  'gallery-square',
  'about-studio',
  'hero-b',
]

/** The gallery band: a `Builder:Masonry` of image tiles and one text tile. */
export function galleryBand(): Block {
  const imageTiles = TILES.map((file) => ({
    content: [
      image(`home-tile-${file}`, file, {
        sizes: '280px',
        styles: { large: { borderRadius: '14px', overflow: 'hidden' } },
      }),
    ],
  }))
  const textTile = {
    content: [
      box('home-tile-note', cardStyles({ background: COLORS.primary, border: 'none' }), [
        text(
          'home-tile-note-text',
          '<h3>Every tile is a block</h3><p>Images are resized by the service to the width each screen needs.</p>',
          {
            large: { color: COLORS.white, fontSize: '16px', lineHeight: '1.6' },
          },
        ),
      ]),
    ],
  }
  return band('home-gallery', COLORS.surface, [
    intro(
      'home-gallery-intro',
      'Gallery',
      'Made of tiles',
      'A masonry grid: one column on phones, up to three on wide screens.',
    ),
    element('home-gallery-masonry', {
      component: {
        name: 'Builder:Masonry',
        options: {
          columnWidth: '280px',
          gutterSize: 16,
          useChildrenForTiles: false,
          tiles: [...imageTiles.slice(0, 3), textTile, ...imageTiles.slice(3)],
        },
      },
      // Centres the grid, which is as wide as its columns.
      responsiveStyles: {
        large: { display: 'flex', flexDirection: 'column', alignItems: 'center' },
      },
    }),
  ])
}

const FAQ = [
  [
    'builder',
    'Does it read Builder content?',
    'Yes. Entries are Builder’s JSON, so pages, symbols and the built-in blocks render as they do there.',
  ],
  [
    'storage',
    'Where is the content stored?',
    'In your own database: SQLite for a quick start, PostgreSQL in production.',
  ],
  [
    'tests',
    'Can I split-test a page?',
    'Give an entry a variation and a share of the traffic. This page does: open it in a private window to see the other headline.',
  ],
  [
    'images',
    'How are images resized?',
    'The service serves each image at the width the browser asks for, as WebP when it can; the Image block writes the srcset.',
  ],
] as const

/** The FAQ band: a `Builder:Accordion`, one answer open at a time. */
export function faqBand(): Block {
  return band('home-faq', COLORS.white, [
    intro('home-faq-intro', 'FAQ', 'Questions, answered', 'The short version.'),
    element('home-faq-accordion', {
      component: {
        name: 'Builder:Accordion',
        options: {
          oneAtATime: true,
          grid: false,
          items: FAQ.map(([key, question, answer]) => ({
            title: [
              text(`home-faq-${key}-q`, `<p>${question}</p>`, {
                large: {
                  paddingTop: '18px',
                  paddingBottom: '18px',
                  borderBottom: `1px solid ${COLORS.border}`,
                  fontSize: '18px',
                  fontWeight: '600',
                  color: COLORS.ink,
                  cursor: 'pointer',
                },
                small: { fontSize: '16px' },
              }),
            ],
            detail: [
              paragraph(`home-faq-${key}-a`, answer, { paddingTop: '14px', paddingBottom: '8px' }),
            ],
          })),
        },
      },
      responsiveStyles: {
        large: { maxWidth: '760px', width: '100%', marginLeft: 'auto', marginRight: 'auto' },
      },
    }),
  ])
}

/** The closing call to action, on the primary colour. */
export function closingBand(): Block {
  return band(
    'home-closing',
    `linear-gradient(135deg, ${COLORS.primaryDark}, ${COLORS.primary} 60%, ${COLORS.accent})`,
    [
      box('home-closing-box', { large: { textAlign: 'center', alignItems: 'center' } }, [
        heading('home-closing-title', 2, 'Ready to build your first page?', {
          color: COLORS.white,
          marginBottom: '14px',
        }),
        paragraph('home-closing-text', 'Start free; upgrade when your team grows.', {
          color: '#e0e1ff',
          marginBottom: '28px',
        }),
        buttonRow(
          'home-closing-buttons',
          [
            button(
              'home-closing-pricing',
              'See pricing',
              '/pricing',
              {
                large: {
                  display: 'inline-block',
                  paddingTop: '14px',
                  paddingBottom: '14px',
                  paddingLeft: '28px',
                  paddingRight: '28px',
                  borderRadius: '999px',
                  backgroundColor: COLORS.white,
                  color: COLORS.primaryDark,
                  fontWeight: '700',
                  textDecoration: 'none',
                },
              },
              { class: 'demo-button' },
            ),
          ],
          true,
        ),
      ]),
    ],
  )
}
