import { describe, expect, it } from 'vitest'
import { PRESENCE_COLOURS, presenceColour } from './presence-colour.ts'
import { PRESENCE_TTL_MS, PresenceRegistry } from './presence-registry.ts'

const ann = { clientId: 'tab-ann-1', userId: 'u-ann', name: 'Ann', email: 'ann@x.test' }
const bob = { clientId: 'tab-bob-1', userId: 'u-bob', name: 'Bob', email: 'bob@x.test' }

describe('PresenceRegistry', () => {
  it('tells each tab about the others on the same entry, with their locked block', () => {
    let now = 1000
    const registry = new PresenceRegistry(() => now)
    expect(registry.announce('s/page/home', { ...ann, blockId: null })).toEqual([])
    now += 100
    expect(registry.announce('s/page/home', { ...bob, blockId: 'b2' })).toEqual([
      { ...ann, blockId: null, colour: presenceColour('u-ann'), seenAt: 1000 },
    ])
    expect(registry.announce('s/page/home', { ...ann, blockId: 'b1' })).toEqual([
      { ...bob, blockId: 'b2', colour: presenceColour('u-bob'), seenAt: 1100 },
    ])
    expect(
      registry.announce('s/page/other', { ...ann, clientId: 'tab-ann-2', blockId: null }),
    ).toEqual([])
  })

  it('forgets a tab not heard of within the TTL, and the empty room', () => {
    let now = 0
    const registry = new PresenceRegistry(() => now)
    registry.announce('r', { ...ann, blockId: null })
    now = PRESENCE_TTL_MS
    expect(registry.others('r')).toHaveLength(1)
    now = PRESENCE_TTL_MS + 1
    expect(registry.others('r')).toEqual([])
    now = 3 * PRESENCE_TTL_MS
    registry.announce('elsewhere', { ...bob, blockId: null })
    expect(registry.roomCount).toBe(1)
  })

  it('lets only the tab’s own user take it away', () => {
    const registry = new PresenceRegistry()
    registry.announce('r', { ...ann, blockId: null })
    registry.leave('r', ann.clientId, 'u-bob')
    expect(registry.others('r')).toHaveLength(1)
    registry.leave('r', ann.clientId, 'u-ann')
    expect(registry.others('r')).toEqual([])
    expect(registry.roomCount).toBe(0)
  })
})

describe('presenceColour', () => {
  it('gives one user always the same colour of the palette, and spreads users over it', () => {
    expect(presenceColour('u-ann')).toBe(presenceColour('u-ann'))
    const used = new Set(Array.from({ length: 64 }, (_, index) => presenceColour(`user-${index}`)))
    expect(used.size).toBe(PRESENCE_COLOURS.length)
  })
})
