import type { Block } from '@tessera/core'
import { box, columns, image, text } from '../demo-blocks.ts'
import type { DemoImageName } from '../demo-images.ts'
import {
  COLORS,
  band,
  buttonRow,
  eyebrow,
  heading,
  paragraph,
  primaryButton,
  secondaryButton,
} from '../demo-theme.ts'

/** What the home page's split test changes: the headline and the hero image. */
export interface HeroVariant {
  headline: string
  image: DemoImageName
}

/** The default hero. */
export const HERO_DEFAULT: HeroVariant = {
  headline: 'Pages from blocks, published in seconds',
  image: 'hero-a',
}

/** The hero of the `Bold headline` variation. */
export const HERO_BOLD: HeroVariant = {
  headline: 'Build bolder pages, without waiting for a deploy',
  image: 'hero-b',
}

/** Attributes of the button whose clicks the site records as conversions. */
export const CONVERSION_PROPERTIES = { 'data-track-conversion': 'true' }

function heroCopy(variant: HeroVariant): Block {
  return box(
    'home-hero-copy',
    {
      large: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        height: '100%',
        paddingRight: '24px',
      },
      medium: { paddingRight: '0' },
    },
    [
      eyebrow('home-hero-eyebrow', 'Visual pages · your own service'),
      heading('home-hero-headline', 1, variant.headline, { marginBottom: '20px' }),
      paragraph(
        'home-hero-text',
        'Tessera turns Builder-style content into fast pages. Compose with blocks, publish, and measure which version converts, all served by a service you run.',
        { fontSize: '19px', marginBottom: '32px', maxWidth: '560px' },
      ),
      buttonRow('home-hero-buttons', [
        primaryButton('home-hero-cta', 'Get in touch', '/contact', CONVERSION_PROPERTIES),
        secondaryButton('home-hero-guide', 'Read the guide', '/guide'),
      ]),
      text('home-hero-note', '<p>Free and open source · Runs on SQLite or PostgreSQL</p>', {
        large: { marginTop: '20px', fontSize: '14px', color: COLORS.muted },
      }),
    ],
  )
}

/**
 * The hero band: the headline, text and buttons beside a large image (above it on phones and
 * tablets); the image is loaded eagerly and resized by the service.
 */
export function heroBand(variant: HeroVariant): Block {
  return band('home-hero', `linear-gradient(180deg, ${COLORS.surface} 0%, ${COLORS.white} 100%)`, [
    columns(
      'home-hero-columns',
      [
        [heroCopy(variant)],
        [
          image('home-hero-image', variant.image, {
            sizes: '(max-width: 991px) calc(100vw - 48px), 540px',
            highPriority: true,
            styles: {
              large: {
                borderRadius: '24px',
                overflow: 'hidden',
                boxShadow: '0 24px 60px rgba(67, 56, 202, 0.25)',
              },
              small: { borderRadius: '16px' },
            },
          }),
        ],
      ],
      { space: 48, widths: [52, 48] },
    ),
  ])
}
