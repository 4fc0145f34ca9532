import type { Block } from '@tessera/core'
import { box, columns, element, image, text } from '../demo-blocks.ts'
import type { DemoImageName } from '../demo-images.ts'
import { COLORS, band, cardStyles, heading, intro, paragraph } from '../demo-theme.ts'

const FEATURES: readonly { key: string; image: DemoImageName; title: string; body: string }[] = [
  {
    key: 'compose',
    image: 'feature-compose',
    title: 'Compose from blocks',
    body: 'Text, images, columns, forms and widgets, arranged visually and saved as plain JSON.',
  },
  {
    key: 'publish',
    image: 'feature-publish',
    title: 'Publish in one click',
    body: 'An entry is live the moment it is published; the service caches it and serves it fast.',
  },
  {
    key: 'measure',
    image: 'feature-measure',
    title: 'Measure what works',
    body: 'Split-test a headline, count impressions and conversions, and keep the winner.',
  },
]

/** The features band: three cards, each an image, a title and a sentence. */
export function featuresBand(): Block {
  return band('home-features', COLORS.white, [
    intro(
      'home-features-intro',
      'Why Tessera',
      'Everything a page needs',
      'The blocks you know from Builder, rendered by a small React package and served by your own content service.',
    ),
    columns(
      'home-features-columns',
      FEATURES.map((feature) => [
        box(`home-feature-${feature.key}`, cardStyles({ padding: '16px' }), [
          image(`home-feature-${feature.key}-image`, feature.image, {
            sizes: '(max-width: 640px) calc(100vw - 72px), (max-width: 991px) 30vw, 340px',
            aspectRatio: 0.6,
            styles: { large: { borderRadius: '12px', overflow: 'hidden', marginBottom: '20px' } },
          }),
          box(`home-feature-${feature.key}-copy`, { large: { padding: '0 8px 8px' } }, [
            heading(`home-feature-${feature.key}-title`, 3, feature.title, {
              marginBottom: '8px',
            }),
            paragraph(`home-feature-${feature.key}-text`, feature.body, { fontSize: '16px' }),
          ]),
        ]),
      ]),
      { space: 24, stackColumnsAt: 'mobile' },
    ),
  ])
}

/** A label of the tabs: a pill. */
function tabLabel(name: string, label: string): Block[] {
  return [
    text(name, `<p>${label}</p>`, {
      large: {
        paddingTop: '10px',
        paddingBottom: '10px',
        paddingLeft: '20px',
        paddingRight: '20px',
        borderRadius: '999px',
        fontWeight: '600',
        fontSize: '15px',
        color: COLORS.ink,
        cursor: 'pointer',
        userSelect: 'none',
        whiteSpace: 'nowrap',
      },
      small: { paddingLeft: '14px', paddingRight: '14px', fontSize: '14px' },
    }),
  ]
}

/** A tab's content: a card with a title and a paragraph. */
function tabContent(name: string, title: string, body: string): Block[] {
  return [
    box(name, cardStyles({ marginTop: '24px', padding: '36px' }), [
      heading(`${name}-title`, 3, title, { marginBottom: '10px' }),
      paragraph(`${name}-text`, body),
    ]),
  ]
}

/** The "how it works" band: a `Builder: Tabs` widget of three steps. */
export function stepsBand(): Block {
  const tabs: readonly (readonly [string, string, string, string])[] = [
    [
      'model',
      '1 · Model',
      'Describe your pages',
      'A <strong>page</strong> model holds your pages, a <strong>symbol</strong> model the parts they share, such as this site’s header and footer.',
    ],
    [
      'compose',
      '2 · Compose',
      'Arrange blocks',
      'Stack sections, split them into columns, drop in images, forms, tabs, an accordion or a carousel. Styles are set per screen size.',
    ],
    [
      'publish',
      '3 · Publish',
      'Go live',
      'Publish the entry: the site asks the content service for the page at its URL and renders it, on the server first for speed and search engines.',
    ],
  ]
  return band('home-steps', COLORS.surface, [
    intro(
      'home-steps-intro',
      'How it works',
      'From draft to live in three steps',
      'Click a step to see what happens.',
    ),
    element('home-steps-tabs', {
      component: {
        name: 'Builder: Tabs',
        options: {
          tabs: tabs.map(([key, label, title, body]) => ({
            label: tabLabel(`home-tab-${key}-label`, label),
            content: tabContent(`home-tab-${key}-content`, title, body),
          })),
          activeTabStyle: {
            backgroundColor: COLORS.white,
            color: COLORS.primary,
            borderRadius: '999px',
            boxShadow: '0 4px 14px rgba(27, 31, 59, 0.1)',
          },
          defaultActiveTab: 1,
          collapsible: false,
          tabHeaderLayout: 'center',
        },
      },
      responsiveStyles: {
        large: { maxWidth: '820px', width: '100%', marginLeft: 'auto', marginRight: 'auto' },
      },
    }),
  ])
}
