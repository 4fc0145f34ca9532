import type { Block } from '@tessera/core'
import { box, columns, image, text } from '../demo-blocks.ts'
import { demoPage } from '../demo-entry.ts'
import { SAMPLE_IDS } from '../demo-ids.ts'
import {
  COLORS,
  band,
  buttonRow,
  cardStyles,
  eyebrow,
  heading,
  intro,
  paragraph,
  primaryButton,
} from '../demo-theme.ts'
import type { SeedEntry } from '../seed-entry.ts'

const VALUES = [
  ['open', 'Open formats', 'Content is plain JSON you can export, diff and import at any time.'],
  [
    'fast',
    'Fast by default',
    'Pages render on the server, images are resized, responses are cached.',
  ],
  ['small', 'Small parts', 'A content service, an SDK and a renderer: use one, or all three.'],
] as const

const STATS = [
  ['blocks', '20+', 'blocks and widgets'],
  ['sizes', '7', 'image widths per srcset'],
  ['stores', '2', 'databases: SQLite, PostgreSQL'],
] as const

function story(): Block[] {
  return [
    box(
      'about-story',
      {
        large: {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          height: '100%',
        },
      },
      [
        eyebrow('about-story-eyebrow', 'Our story'),
        heading('about-story-title', 2, 'Built by people who edit pages all day', {
          marginBottom: '16px',
        }),
        paragraph(
          'about-story-text',
          '<p>Tessera started as a weekend tool to keep Builder-style pages in a database we own. It grew into a service, an SDK and a React renderer that read the same content JSON.</p><p>Today it powers landing pages, docs and small shops, each page a mosaic of blocks: hence the name.</p>',
        ),
      ],
    ),
  ]
}

function stat([key, figure, label]: (typeof STATS)[number]): Block[] {
  return [
    box(`about-stat-${key}`, cardStyles({ textAlign: 'center' }), [
      text(`about-stat-${key}-figure`, `<p>${figure}</p>`, {
        large: { fontSize: '44px', fontWeight: '800', color: COLORS.primary, lineHeight: '1.1' },
      }),
      paragraph(`about-stat-${key}-label`, label, { fontSize: '15px', marginTop: '6px' }),
    ]),
  ]
}

/** The about page: an intro, the story beside an image, figures and values in columns. */
export const ABOUT_PAGE: SeedEntry = demoPage(SAMPLE_IDS.about, 'About', {
  key: 'about',
  path: '/about',
  title: 'About Tessera',
  description:
    'Why we built Tessera, a self-hosted, Builder-compatible system for pages made of blocks.',
  blocks: [
    band('about-hero', COLORS.surface, [
      text('about-title', '<h1>Pages are mosaics</h1>', {
        large: { textAlign: 'center', marginBottom: '16px' },
      }),
      paragraph(
        'about-lead',
        'We make the tools to lay them out, store them and serve them, on infrastructure you control.',
        {
          fontSize: '19px',
          textAlign: 'center',
          maxWidth: '640px',
          marginLeft: 'auto',
          marginRight: 'auto',
        },
      ),
    ]),
    band('about-mosaic', COLORS.white, [
      columns(
        'about-story-columns',
        [
          [
            image('about-image', 'about-studio', {
              sizes: '(max-width: 991px) calc(100vw - 48px), 540px',
              styles: { large: { borderRadius: '20px', overflow: 'hidden' } },
            }),
          ],
          story(),
        ],
        { space: 48 },
      ),
      columns('about-stats', STATS.map(stat), {
        space: 24,
        stackColumnsAt: 'mobile',
        styles: { large: { marginTop: '64px' }, small: { marginTop: '40px' } },
      }),
    ]),
    band('about-values', COLORS.surface, [
      intro(
        'about-values-intro',
        'What we value',
        'Three rules we build by',
        'They decide what goes in, and what stays out.',
      ),
      columns(
        'about-values-columns',
        VALUES.map(([key, title, body]) => [
          box(`about-value-${key}`, cardStyles(), [
            heading(`about-value-${key}-title`, 3, title, { marginBottom: '8px' }),
            paragraph(`about-value-${key}-text`, body, { fontSize: '16px' }),
          ]),
        ]),
      ),
      box('about-cta', { large: { marginTop: '48px' } }, [
        buttonRow(
          'about-cta-buttons',
          [primaryButton('about-cta-button', 'Say hello', '/contact')],
          true,
        ),
      ]),
    ]),
  ],
})
