import { describe, expect, it } from 'vitest'
import { othersChanged } from './remote-changes.ts'

describe('othersChanged', () => {
  const sent = { id: 'p', name: 'Home', data: { title: 'T', blocks: [{ id: 'a' }] }, rev: '3' }
  const at = (revision: number) => ({ meta: { tessera: { revision } } })

  it('is false for the page as sent with new stamps and keys in another order', () => {
    const saved = {
      rev: '4',
      meta: { tessera: { revision: 4 } },
      lastUpdated: 5,
      lastUpdatedBy: 'ann@x.test',
      data: { blocks: [{ id: 'a' }], title: 'T' },
      name: 'Home',
      id: 'p',
    }
    expect(othersChanged(sent, saved, 3)).toBe(false)
    expect(othersChanged(sent, { ...saved, ...at(9) }, 3)).toBe(false)
  })

  it('is false for the first save of a published page, stored as its draft', () => {
    const published = { ...sent, published: 'published', ...at(3) }
    const saved = { ...sent, published: 'draft', ...at(4) }
    expect(othersChanged(published, saved, 3)).toBe(false)
    // Even when another save came between, a changed `published` alone is no one's edit.
    expect(othersChanged(published, { ...saved, ...at(6) }, 3)).toBe(false)
  })

  it('is false when the answer is the next revision after the one the save was based on', () => {
    // Only this save happened since: whatever differs is the service's doing.
    const saved = { ...sent, name: 'Normalised', ...at(4) }
    expect(othersChanged(sent, saved, 3)).toBe(false)
  })

  it('is true when the saved page holds another author’s change merged in', () => {
    const saved = { ...sent, data: { title: 'T', blocks: [{ id: 'a' }, { id: 'b' }] }, ...at(5) }
    expect(othersChanged(sent, saved, 3)).toBe(true)
    expect(othersChanged(sent, { ...sent, name: 'Start', ...at(5) }, 3)).toBe(true)
  })

  it('compares the content when the base or the answer has no revision', () => {
    expect(othersChanged(sent, { ...sent, name: 'Start' }, undefined)).toBe(true)
    expect(othersChanged(sent, { ...sent, published: 'draft' }, undefined)).toBe(false)
  })
})
