import type { Block } from '@tessera/core'
import { box, columns, text } from '../demo-blocks.ts'
import { demoPage } from '../demo-entry.ts'
import { SAMPLE_IDS } from '../demo-ids.ts'
import {
  COLORS,
  band,
  cardStyles,
  cardTitle,
  intro,
  paragraph,
  primaryButton,
  secondaryButton,
} from '../demo-theme.ts'
import type { SeedEntry } from '../seed-entry.ts'

interface Plan {
  key: string
  name: string
  price: string
  period: string
  summary: string
  features: readonly string[]
  cta: string
  link: string
  featured?: boolean
}

const PLANS: readonly Plan[] = [
  {
    key: 'starter',
    name: 'Starter',
    price: '$0',
    period: 'forever',
    summary: 'For a personal site or a first try.',
    features: [
      '1 space, 3 editors',
      'Pages, symbols and forms',
      'SQLite storage',
      'Community help',
    ],
    cta: 'Start free',
    link: '/guide',
  },
  {
    key: 'team',
    name: 'Team',
    price: '$29',
    period: 'per month',
    summary: 'For teams that publish every week.',
    features: [
      '5 spaces, 20 editors',
      'Split tests and analytics',
      'PostgreSQL storage',
      'Email support',
    ],
    cta: 'Choose Team',
    link: '/contact',
    featured: true,
  },
  {
    key: 'business',
    name: 'Business',
    price: 'Custom',
    period: 'yearly',
    summary: 'For several sites, brands or regions.',
    features: [
      'Unlimited spaces',
      'Single sign-on',
      'Several instances, one database',
      'A named engineer',
    ],
    cta: 'Contact sales',
    link: '/contact',
  },
]

function planCard(plan: Plan): Block[] {
  const name = `pricing-${plan.key}`
  const featured = plan.featured === true
  const items = plan.features.map((feature) => `<li>${feature}</li>`).join('')
  return [
    box(
      name,
      cardStyles({
        display: 'flex',
        flexDirection: 'column',
        ...(featured
          ? {
              border: `2px solid ${COLORS.primary}`,
              boxShadow: '0 20px 50px rgba(79, 70, 229, 0.18)',
            }
          : {}),
      }),
      [
        ...(featured
          ? [
              text(`${name}-badge`, '<p>Most popular</p>', {
                large: {
                  alignSelf: 'flex-start',
                  marginBottom: '14px',
                  paddingTop: '4px',
                  paddingBottom: '4px',
                  paddingLeft: '12px',
                  paddingRight: '12px',
                  borderRadius: '999px',
                  backgroundColor: COLORS.surface,
                  color: COLORS.primary,
                  fontSize: '13px',
                  fontWeight: '700',
                },
              }),
            ]
          : []),
        cardTitle(`${name}-name`, plan.name, { marginBottom: '6px' }),
        paragraph(`${name}-summary`, plan.summary, { fontSize: '15px', marginBottom: '20px' }),
        {
          ...text(`${name}-price`, `<p><strong>${plan.price}</strong> ${plan.period}</p>`, {
            large: { fontSize: '16px', color: COLORS.muted, marginBottom: '20px' },
          }),
          class: 'demo-price',
        },
        paragraph(`${name}-features`, `<ul>${items}</ul>`, {
          fontSize: '15px',
          marginBottom: '28px',
          flexGrow: '1',
        }),
        featured
          ? primaryButton(`${name}-button`, plan.cta, plan.link)
          : secondaryButton(`${name}-button`, plan.cta, plan.link),
      ],
    ),
  ]
}

/** The pricing page: three plans in columns, each with a button, and a note. */
export const PRICING_PAGE: SeedEntry = demoPage(SAMPLE_IDS.pricing, 'Pricing', {
  key: 'pricing',
  path: '/pricing',
  title: 'Pricing · Tessera',
  description:
    'Three plans for Tessera: free to start, Team for weekly publishing, Business at scale.',
  blocks: [
    band('pricing-band', `linear-gradient(180deg, ${COLORS.surface} 0%, ${COLORS.white} 70%)`, [
      intro(
        'pricing-intro',
        'Pricing',
        'Simple plans that grow with you',
        'Every plan includes all blocks, the content API and image resizing. Change plans at any time.',
        1,
      ),
      columns('pricing-plans', PLANS.map(planCard), { space: 24 }),
      text(
        'pricing-note',
        '<p>Prices exclude VAT. This is demo content: no plan is for sale.</p>',
        {
          large: { marginTop: '40px', textAlign: 'center', fontSize: '14px', color: COLORS.muted },
        },
      ),
    ]),
  ],
})
