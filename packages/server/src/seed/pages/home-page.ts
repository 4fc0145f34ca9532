import { demoPage, pageData } from '../demo-entry.ts'
import type { DemoPageOptions } from '../demo-entry.ts'
import { SAMPLE_IDS } from '../demo-ids.ts'
import type { SeedEntry } from '../seed-entry.ts'
import { featuresBand, stepsBand } from './home-features.ts'
import { HERO_BOLD, HERO_DEFAULT, heroBand } from './home-hero.ts'
import type { HeroVariant } from './home-hero.ts'
import { closingBand, faqBand, galleryBand, testimonialsBand } from './home-widgets.ts'

/** The home page of a hero variant. */
function homeOptions(hero: HeroVariant): DemoPageOptions {
  return {
    key: 'home',
    path: '/',
    title: 'Tessera: pages from blocks',
    description:
      'Compose pages from visual blocks, publish them from your own content service, and split-test what converts.',
    blocks: [
      heroBand(hero),
      featuresBand(),
      stepsBand(),
      testimonialsBand(),
      galleryBand(),
      faqBand(),
      closingBand(),
    ],
  }
}

/**
 * The home page at `/`: hero, features, tabs, testimonials carousel, masonry gallery, FAQ
 * accordion and a closing call to action; a 50/50 split test (`Bold headline`) changes the
 * hero's headline and image.
 */
export const HOME_PAGE: SeedEntry = demoPage(SAMPLE_IDS.home, 'Home', homeOptions(HERO_DEFAULT), [
  {
    id: SAMPLE_IDS.homeVariation,
    name: 'Bold headline',
    testRatio: 0.5,
    data: pageData(homeOptions(HERO_BOLD)),
  },
])
