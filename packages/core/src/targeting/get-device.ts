import type { Device } from '../types/user-attributes.ts'

const TABLET = /Tablet|iPad/i
const MOBILE = /Android|BlackBerry|iPhone|iPod|Opera Mini|IEMobile|WPDesktop/i

/**
 * The device class of a user agent, as Builder's SDKs decide it: tablet first, then mobile,
 * else desktop (also for a missing user agent).
 */
export function getDeviceFromUserAgent(userAgent: string | null | undefined): Device {
  if (!userAgent) return 'desktop'
  if (TABLET.test(userAgent)) return 'tablet'
  if (MOBILE.test(userAgent)) return 'mobile'
  return 'desktop'
}
