import sharp from 'sharp'
import { KEYS, SERVICE_URL } from './packed-service.ts'

/** The text of the draft page the preview step shows (`/draft`, never published). */
export const DRAFT_TEXT = 'A draft, seen through the preview link'
/** The alt text of the Image block on the home page (an image uploaded to the service). */
export const IMAGE_ALT = 'A red square from the asset library'

const auth = { authorization: `Bearer ${KEYS.privateKey}` }

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Uploads the image to the service's asset library; resolves with its (relative) URL. */
export async function uploadImage(): Promise<string> {
  const response = await fetch(`${SERVICE_URL}/api/v1/upload?name=red-square.png`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'image/png' },
    // A 4×4 red PNG: the upload needs real image bytes.
    body: new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer(),
    ),
  })
  return (await json<{ url: string }>(response, 'uploading the image')).url
}

/** Writes `/draft`, never published: only the preview link shows it. */
export async function writeDraftPage(): Promise<void> {
  const text = { '@type': '@builder.io/sdk:Element', id: 'builder-draft-1' }
  const response = await fetch(`${SERVICE_URL}/api/v1/write/page`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Draft',
      published: 'draft',
      query: [{ property: 'urlPath', operator: 'is', value: '/draft' }],
      data: {
        url: '/draft',
        blocks: [
          { ...text, component: { name: 'Text', options: { text: `<p>${DRAFT_TEXT}</p>` } } },
        ],
      },
    }),
  })
  await json(response, 'writing the draft')
}

/** The query string of the editor's preview link: `builder.preview` and a signed token. */
export async function previewQuery(): Promise<string> {
  const response = await fetch(`${SERVICE_URL}/api/v1/preview-token`, {
    method: 'POST',
    headers: auth,
  })
  const { token } = await json<{ token: string }>(response, 'the preview token')
  return new URLSearchParams({
    'builder.preview': 'page',
    'builder.previewToken': token,
  }).toString()
}

/** The impressions the service recorded for the entry `contentId` (private key analytics). */
export async function impressionsOf(contentId: string): Promise<number> {
  const search = new URLSearchParams({ contentId })
  const response = await fetch(`${SERVICE_URL}/api/v1/analytics?${search}`, { headers: auth })
  const { results } = await json<{ results: { impressions: number }[] }>(response, 'analytics')
  return results.reduce((sum, row) => sum + row.impressions, 0)
}
