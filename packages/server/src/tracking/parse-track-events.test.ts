import { describe, expect, it } from 'vitest'
import { TRACK_MAX_DATA_CHARS, parseTrackEvents } from './parse-track-events.ts'

const valid = {
  type: 'impression',
  data: { contentId: 'c1', ownerId: 'pub', metadata: { url: '/' }, extra: 1 },
}

describe('parseTrackEvents', () => {
  it('keeps valid events with their unknown data fields', () => {
    expect(parseTrackEvents({ events: [valid] })).toEqual({ events: [valid], invalid: 0 })
  })

  it('accepts custom event types and null optional fields', () => {
    const custom = { type: 'signup', data: { ownerId: 'pub', amount: null, variationId: null } }
    expect(parseTrackEvents({ events: [custom] }).events).toEqual([custom])
  })

  it('counts invalid events instead of failing the others', () => {
    const bad = [
      null,
      'impression',
      { type: '', data: {} },
      { type: 'x'.repeat(65), data: {} },
      { type: 'bad\ntype', data: {} },
      { type: 'click' },
      { type: 'click', data: [] },
      { type: 'click', data: { contentId: 5 } },
      { type: 'click', data: { contentId: 'x'.repeat(257) } },
      { type: 'conversion', data: { amount: '12' } },
      { type: 'click', data: { metadata: 'x' } },
      { type: 'click', data: { blob: 'x'.repeat(TRACK_MAX_DATA_CHARS) } },
    ]
    expect(parseTrackEvents({ events: [valid, ...bad, valid] })).toEqual({
      events: [valid, valid],
      invalid: bad.length,
    })
  })

  it('refuses a body that is not {events: [...]}', () => {
    expect(() => parseTrackEvents([])).toThrow('Expected a JSON object like {"events": [...]}')
    expect(() => parseTrackEvents(null)).toThrow('Expected a JSON object like {"events": [...]}')
    expect(() => parseTrackEvents({ events: {} })).toThrow('Expected "events" to be an array')
  })

  it('refuses more than 1000 events', () => {
    const events = Array.from({ length: 1001 }, () => valid)
    expect(() => parseTrackEvents({ events })).toThrow('At most 1000 events per request, got 1001')
    expect(parseTrackEvents({ events: events.slice(1) }).events).toHaveLength(1000)
  })
})
