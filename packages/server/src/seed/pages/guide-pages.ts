import type { Block } from '@tessera/core'
import { box, columns, text } from '../demo-blocks.ts'
import { demoPage } from '../demo-entry.ts'
import { SAMPLE_IDS } from '../demo-ids.ts'
import { COLORS, band, cardStyles, eyebrow, paragraph } from '../demo-theme.ts'
import type { SeedEntry } from '../seed-entry.ts'

interface GuidePage {
  key: string
  id: string
  path: string
  /** Name in the sidebar. */
  label: string
  title: string
  description: string
  /** The article's HTML after its heading. */
  body: string
}

const GUIDE: readonly GuidePage[] = [
  {
    key: 'guide',
    id: SAMPLE_IDS.guide,
    path: '/guide',
    label: 'Overview',
    title: 'The Tessera guide',
    description: 'A short guide to Tessera: what it is and the blocks pages are made of.',
    body: '<p>These pages are one <code>Core:Router</code> section: a link to another page loads that page’s entry and renders it in place, without reloading the whole document. Hovering a link loads its page ahead of time.</p><p>Start with the <a href="/guide/intro">introduction</a>, then tour the <a href="/guide/blocks">blocks</a>.</p>',
  },
  {
    key: 'guide-intro',
    id: SAMPLE_IDS.guideIntro,
    path: '/guide/intro',
    label: 'Introduction',
    title: 'Introduction',
    description: 'How Tessera works: a content service, an SDK and a React renderer.',
    body: '<p>Tessera has three parts. The <strong>content service</strong> stores entries and serves them over a Builder-compatible API. The <strong>SDK</strong> fetches entries for a URL. The <strong>renderer</strong> turns an entry’s blocks into React.</p><p>Run <code>tessera serve --demo</code> and this very site is seeded: pages, a header and a footer shared as symbols, and the images.</p><p>Next: <a href="/guide/blocks">the blocks</a>.</p>',
  },
  {
    key: 'guide-blocks',
    id: SAMPLE_IDS.guideBlocks,
    path: '/guide/blocks',
    label: 'Blocks',
    title: 'Blocks on this site',
    description: 'The blocks and widgets used by the Tessera demo site, and where to find them.',
    body: '<ul><li><strong>Text, Image, Columns, Button</strong>: on every page; the <a href="/pricing">pricing</a> plans are columns.</li><li><strong>Tabs, Carousel, Masonry, Accordion</strong>: on the <a href="/">home page</a>.</li><li><strong>Form</strong>: two of them on the <a href="/contact">contact page</a>.</li><li><strong>Symbol</strong>: the header and footer.</li><li><strong>Router</strong>: this guide.</li></ul><p>Back to the <a href="/guide">overview</a>.</p>',
  },
]

/** The sidebar: every guide page, the current one marked `aria-current`. */
function sidebar(page: GuidePage): Block {
  const links = GUIDE.map(({ path, label }) => {
    const current = path === page.path ? ' aria-current="page"' : ''
    return `<li><a href="${path}"${current}>${label}</a></li>`
  })
  return box(`${page.key}-sidebar`, cardStyles({ padding: '24px' }), [
    eyebrow(`${page.key}-sidebar-title`, 'Guide'),
    {
      ...text(`${page.key}-sidebar-links`, `<ul>${links.join('')}</ul>`, {
        large: { fontSize: '15px', lineHeight: '1.5' },
      }),
      class: 'demo-guide-nav',
    },
  ])
}

function article(page: GuidePage): Block {
  return box(`${page.key}-article`, cardStyles({ padding: '40px' }), [
    text(`${page.key}-title`, `<h1>${page.title}</h1>`, { large: { marginBottom: '20px' } }),
    paragraph(`${page.key}-body`, page.body),
  ])
}

function guidePage(page: GuidePage): SeedEntry {
  return demoPage(page.id, page.label === 'Overview' ? 'Guide' : `Guide: ${page.label}`, {
    key: page.key,
    path: page.path,
    title: `${page.title} · Tessera`,
    description: page.description,
    router: true,
    blocks: [
      band(`${page.key}-band`, COLORS.surface, [
        columns(`${page.key}-columns`, [[sidebar(page)], [article(page)]], {
          space: 32,
          widths: [28, 72],
        }),
      ]),
    ],
  })
}

/**
 * The guide: `/guide`, `/guide/intro` and `/guide/blocks`, each wrapped in a `Core:Router`
 * block so the links between them (and to the other pages) load in place.
 */
export const GUIDE_PAGES: readonly SeedEntry[] = GUIDE.map(guidePage)
