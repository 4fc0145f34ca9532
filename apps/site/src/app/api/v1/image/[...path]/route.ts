import { proxyImage } from '../../../../../lib/proxy-image.ts'
import { readSiteConfig } from '../../../../../lib/site-config.ts'

/** `GET /api/v1/image/…`: the content service's image, passed through (see `proxyImage`). */
export function GET(request: Request): Promise<Response> {
  return proxyImage(request, readSiteConfig())
}
