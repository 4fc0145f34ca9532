import { describe, expect, it } from 'vitest'
import { buildTrackedEvent } from './build-tracked-event.ts'

const context = { ownerId: 'key', sessionId: 's', visitorId: 'v' }

describe('buildTrackedEvent', () => {
  it('builds the gen-1 event shape', () => {
    expect(
      buildTrackedEvent(
        'impression',
        { contentId: 'c', variationId: 'x', metadata: { a: 1 } },
        { ...context, url: 'https://site.test/', userAttributes: { device: 'mobile' } },
      ),
    ).toEqual({
      type: 'impression',
      data: {
        ownerId: 'key',
        contentId: 'c',
        variationId: 'x',
        metadata: { sdkVersion: '0.1.0', url: 'https://site.test/', a: 1 },
        userAttributes: { device: 'mobile' },
        sessionId: 's',
        visitorId: 'v',
      },
    })
  })

  it('leaves out a variation equal to the content and absent optional fields', () => {
    expect(buildTrackedEvent('click', { contentId: 'c', variationId: 'c' }, context)).toEqual({
      type: 'click',
      data: {
        ownerId: 'key',
        contentId: 'c',
        metadata: { sdkVersion: '0.1.0' },
        sessionId: 's',
        visitorId: 'v',
      },
    })
  })

  it('keeps extra fields but not over the tracker fields', () => {
    const event = buildTrackedEvent(
      'custom',
      { amount: 3, sessionId: 'fake', visitorId: 'fake', ownerId: 'fake', unique: true },
      context,
    )
    expect(event.data).toMatchObject({ amount: 3, unique: true, ownerId: 'key', sessionId: 's' })
    expect(event.data.visitorId).toBe('v')
  })
})
