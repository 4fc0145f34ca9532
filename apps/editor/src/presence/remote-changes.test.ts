import { describe, expect, it } from 'vitest'
import { othersChanged } from './remote-changes.ts'

describe('othersChanged', () => {
  const sent = { id: 'p', name: 'Home', data: { title: 'T', blocks: [{ id: 'a' }] }, rev: '3' }

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
    expect(othersChanged(sent, saved)).toBe(false)
  })

  it('is true when the saved page holds another author’s change', () => {
    const saved = { ...sent, data: { title: 'T', blocks: [{ id: 'a' }, { id: 'b' }] } }
    expect(othersChanged(sent, saved)).toBe(true)
    expect(othersChanged(sent, { ...sent, name: 'Start' })).toBe(true)
  })
})
