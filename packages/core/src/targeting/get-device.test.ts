import { describe, expect, it } from 'vitest'
import { getDeviceFromUserAgent } from './get-device.ts'

describe('getDeviceFromUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36 Tablet', 'tablet'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36', 'mobile'],
    ['Opera/9.80 (J2ME/MIDP; Opera Mini/9.80)', 'mobile'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36', 'desktop'],
    ['', 'desktop'],
    [undefined, 'desktop'],
  ])('classifies %s as %s', (ua, device) => {
    expect(getDeviceFromUserAgent(ua)).toBe(device)
  })
})
