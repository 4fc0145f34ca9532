import type { Page } from 'playwright-core'

/** How a page is organised for assistive technology. */
export interface PageStructure {
  /** Top-level `<header>`, `<main>` and `<footer>` elements (banner, main, contentinfo). */
  headers: number
  mains: number
  footers: number
  /** `<h1>` elements. */
  h1s: number
  /** Text outside every landmark (not whitespace), first 60 characters each. */
  outside: string[]
}

/** Reads the landmarks, the `h1`s and any text outside the landmarks of the page. */
export function pageStructure(page: Page): Promise<PageStructure> {
  return page.evaluate(() => {
    const landmark = 'header, main, footer, nav, aside, section[aria-label], form[aria-label]'
    const outside: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim() ?? ''
      if (text === '' || parent === null || parent.closest(landmark) !== null) continue
      if (parent.closest('script, style, template, [hidden], [aria-hidden="true"]')) continue
      // Next's route announcer is a live region, read out on navigation only.
      if (parent.closest('next-route-announcer, [aria-live]')) continue
      outside.push(text.slice(0, 60))
    }
    // Counted without a helper function: tsx (keepNames) would wrap it in `__name`, unknown in the page.
    const counts: Record<string, number> = { header: 0, footer: 0 }
    for (const tag of ['header', 'footer']) {
      for (const element of Array.from(document.querySelectorAll(tag))) {
        if (element.parentElement?.closest('article, aside, main, nav, section') == null) {
          counts[tag] = (counts[tag] ?? 0) + 1
        }
      }
    }
    return {
      headers: counts.header ?? 0,
      mains: document.querySelectorAll('main').length,
      footers: counts.footer ?? 0,
      h1s: document.querySelectorAll('h1').length,
      outside,
    }
  })
}
