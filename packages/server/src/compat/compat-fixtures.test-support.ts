import { ELEMENT_TYPE, QUERY_TYPE } from '@tessera/core'
import type { Block, Entry, QueryRule } from '@tessera/core'
import type { ContentStore } from '../store/types.ts'

/** 2025-01-01T00:00:00Z: the compat server's clock at start. */
export const COMPAT_NOW = Date.UTC(2025, 0, 1)

/** Start of the scheduled `sale` page: a day after {@link COMPAT_NOW}. */
export const SALE_START = COMPAT_NOW + 24 * 60 * 60 * 1000

function rule(property: string, value: unknown, operator = 'is'): QueryRule {
  return { '@type': QUERY_TYPE, property, operator, value }
}

function text(id: string, html: string): Block {
  return {
    '@type': ELEMENT_TYPE,
    id,
    component: { name: 'Text', options: { text: html } },
  }
}

/** A Symbol block naming an entry of the `symbol` model, without its content. */
function symbolBlock(id: string, entry: string): Block {
  return {
    '@type': ELEMENT_TYPE,
    id,
    component: {
      name: 'Symbol',
      options: { symbol: { model: 'symbol', entry, data: {} } },
    },
  }
}

function page(id: string, path: string, data: Entry['data'], extra: Partial<Entry> = {}): Entry {
  return {
    id,
    name: id,
    published: 'published',
    query: [rule('urlPath', path)],
    data,
    ...extra,
  }
}

/**
 * The published content every compat test reads, by id:
 * - `home` (`/`), `about` (`/about`, slug `about`), `contact` (`/contact`, slug `contact`);
 * - `promo-mobile` / `promo-desktop`: both on `/promo`, targeted by `device`;
 * - `sale` (`/sale`): scheduled from {@link SALE_START};
 * - `footer`: a symbol; `with-symbol` (`/with-symbol`): a page using it through a Symbol block;
 * - `ab` (`/ab`): a page with a split-test variation `ab-b` (half the traffic);
 * - `draft-page` (`/draft`): saved, never published;
 * - `product-lamp`, `product-desk`, `product-chair`: entries of the data model `product`
 *   (`slug`, `price`, `tags`), without targeting.
 */
export const COMPAT_ENTRIES: ReadonlyArray<{ model: string; body: Entry }> = [
  { model: 'page', body: page('home', '/', { title: 'Home', slug: 'home' }) },
  {
    model: 'page',
    body: page('about', '/about', {
      title: 'About us',
      slug: 'about',
      blocks: [text('about-text', '<p>About Tessera</p>')],
    }),
  },
  { model: 'page', body: page('contact', '/contact', { title: 'Contact', slug: 'contact' }) },
  {
    model: 'page',
    body: page(
      'promo-mobile',
      '/promo',
      { title: 'Promo (mobile)' },
      {
        query: [rule('urlPath', '/promo'), rule('device', 'mobile')],
      },
    ),
  },
  {
    model: 'page',
    body: page(
      'promo-desktop',
      '/promo',
      { title: 'Promo (desktop)' },
      {
        query: [rule('urlPath', '/promo'), rule('device', 'desktop')],
      },
    ),
  },
  {
    model: 'page',
    body: page('sale', '/sale', { title: 'Sale' }, { startDate: SALE_START }),
  },
  {
    model: 'symbol',
    body: {
      id: 'footer',
      name: 'Footer',
      published: 'published',
      data: { blocks: [text('footer-text', '<p>Footer from a symbol</p>')] },
    },
  },
  {
    model: 'page',
    body: page('with-symbol', '/with-symbol', {
      title: 'With symbol',
      blocks: [symbolBlock('footer-ref', 'footer')],
    }),
  },
  {
    model: 'page',
    body: page(
      'ab',
      '/ab',
      { title: 'Variant A' },
      {
        testRatio: 0.5,
        variations: {
          'ab-b': { id: 'ab-b', name: 'Variant B', testRatio: 0.5, data: { title: 'Variant B' } },
        },
      },
    ),
  },
  {
    model: 'page',
    body: page('draft-page', '/draft', { title: 'Draft' }, { published: 'draft' }),
  },
  ...[
    ['product-lamp', 'lamp', 30, ['home']],
    ['product-desk', 'desk', 250, ['office']],
    ['product-chair', 'chair', 120, ['office', 'home']],
  ].map(([id, slug, price, tags]) => ({
    model: 'product',
    body: { id, name: slug, published: 'published', data: { slug, price, tags } } as Entry,
  })),
]

/** Creates the models `page`, `symbol`, `product` and {@link COMPAT_ENTRIES} in a space. */
export async function seedCompatContent(store: ContentStore, spaceId: string): Promise<void> {
  await store.upsertModel({ spaceId, name: 'page', kind: 'page' })
  await store.upsertModel({ spaceId, name: 'symbol', kind: 'symbol' })
  await store.upsertModel({ spaceId, name: 'product', kind: 'data' })
  for (const { model, body } of COMPAT_ENTRIES) {
    await store.createEntry({ spaceId, model, body })
  }
}
