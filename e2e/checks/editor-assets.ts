import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { openPage } from '../support/browser.ts'
import type { WatchedPage } from '../support/browser.ts'
import { signUp } from '../support/editor-account.ts'
import { eventually } from '../support/eventually.ts'
import { KEYS } from '../support/stack.ts'
import type { StackRef } from '../support/use-stack.ts'

interface Asset {
  id: string
  filename: string
  url: string
  focalPoint: { x: number; y: number } | null
}

async function api<T>(ref: StackRef, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${ref.stack.serviceUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${KEYS.privateKey}`, 'content-type': 'application/json' },
  })
  expect(response.ok, `${path}: ${response.status}`).toBe(true)
  return (await response.json()) as T
}

const png = (background: string) =>
  sharp({ create: { width: 64, height: 32, channels: 3, background } })
    .png()
    .toBuffer()

/** Drops a file on the upload zone as a browser drag and drop would (a DataTransfer). */
async function dropFile(page: Page, name: string, type: string, bytes: Buffer): Promise<void> {
  const transfer = await page.evaluateHandle(
    ({ name, type, data }) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(data)], name, { type }))
      return transfer
    },
    { name, type, data: [...bytes] },
  )
  const zone = page.getByTestId('upload-zone')
  await zone.dispatchEvent('dragover', { dataTransfer: transfer })
  await zone.dispatchEvent('drop', { dataTransfer: transfer })
}

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Assets' }).getByRole('button', { name: new RegExp(name) })

/**
 * The asset library on the real stack: upload by drag and drop and by the file picker, search,
 * an image picked from the library into an Image block, its usage shown, deleting it refused
 * while used and allowed after, and its focal point set by clicking the image.
 */
export function describeEditorAssets(ref: StackRef): void {
  describe('the editor asset library', { timeout: 120_000 }, () => {
    const tag = Date.now().toString(36)
    const dropped = `dropped-${tag}.png`
    const picked = `picked-${tag}.png`
    let author: WatchedPage
    let pageId: string

    it('uploads by drag and drop and by the file picker, and searches', async () => {
      author = await openPage(ref.browser, { viewport: { width: 1500, height: 1000 } })
      const { page } = author
      await signUp(ref.stack.serviceUrl, page, `assets-${tag}@example.com`)
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'Assets' })
        .click()
      await page.getByRole('heading', { name: 'Assets', level: 1 }).waitFor()
      await dropFile(page, dropped, 'image/png', await png('#c00'))
      await card(page, dropped).waitFor()
      await page
        .getByLabel('Choose files to upload')
        .setInputFiles({ name: picked, mimeType: 'image/png', buffer: await png('#00c') })
      await card(page, picked).waitFor()
      await page.getByLabel('Choose files to upload').setInputFiles({
        name: `notes-${tag}.exe`,
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ'),
      })
      await page
        .getByRole('alert')
        .getByText(/not a type the library takes/)
        .waitFor()
      await page.getByLabel('Search assets').fill(`dropped-${tag}`)
      await eventually(() =>
        page.getByRole('list', { name: 'Assets' }).getByRole('button').count(),
      ).toBe(1)
      await card(page, dropped).waitFor()
      await page.getByLabel('Search assets').fill('')
      await card(page, picked).waitFor()
      expect(await seriousViolations(page)).toEqual([])
    })

    it('picks an image from the library into an Image block', async () => {
      const { page } = author
      const created = await api<{ id: string }>(ref, '/api/v1/write/page', {
        method: 'POST',
        body: JSON.stringify({
          name: `E2E assets page ${tag}`,
          query: [{ property: 'urlPath', operator: 'is', value: `/e2e-assets-${tag}` }],
          data: {
            url: `/e2e-assets-${tag}`,
            blocks: [
              {
                '@type': '@builder.io/sdk:Element',
                id: 'e2e-asset-image',
                component: { name: 'Image', options: {} },
              },
            ],
          },
        }),
      })
      pageId = created.id
      await page.goto(`${ref.stack.serviceUrl}/editor/pages/${pageId}`)
      await page.getByRole('treeitem', { name: /^Image/ }).click()
      await page.getByRole('button', { name: 'Choose from the library for image' }).click()
      const dialog = page.getByRole('dialog', { name: 'Choose image from the library' })
      await dialog.waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await dialog.getByLabel('Search assets').fill(picked)
      await dialog.getByRole('button', { name: new RegExp(picked) }).click()
      await dialog.waitFor({ state: 'detached' })
      await page.getByRole('img', { name: 'Preview of image' }).waitFor()
      await page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })
      const assets = await api<{ results: Asset[] }>(ref, `/api/v1/assets?search=${picked}`)
      const asset = assets.results[0]
      const saved = await api<{
        data: { blocks: Array<{ component: { options: { image?: string } } }> }
      }>(ref, `/api/v1/write/page/${pageId}`)
      expect(saved.data.blocks[0]?.component.options.image).toBe(asset?.url)
    })

    it('shows the usage, refuses to delete while used, allows it after', async () => {
      const { page } = author
      await page.goto(`${ref.stack.serviceUrl}/editor/assets`)
      await card(page, picked).click()
      const usedBy = page.getByRole('list', { name: 'Entries using this asset' })
      await usedBy.getByText(`E2E assets page ${tag}`).waitFor()
      await page.getByRole('button', { name: `Delete ${picked}` }).click()
      await page
        .getByRole('alert')
        .getByText(/Not deleted: .* is used by E2E assets page/)
        .waitFor()
      await card(page, picked).waitFor()
      await api(ref, `/api/v1/write/page/${pageId}`, { method: 'DELETE' })
      await page.getByRole('button', { name: `Delete ${picked}` }).click()
      await card(page, picked).waitFor({ state: 'detached' })
    })

    it('sets an image’s focal point by clicking on it', async () => {
      const { page, problems } = author
      await card(page, dropped).click()
      const image = page.getByRole('button', { name: new RegExp(`Focal point of ${dropped}`) })
      const box = await image.boundingBox()
      if (!box) throw new Error('The image has no box')
      await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75)
      await page.getByRole('status').getByText('Focal point saved').waitFor()
      await page
        .getByTestId('focal-point')
        .getByText(/25 % from the left, 75 % from the top/)
        .waitFor()
      const found = await api<{ results: Asset[] }>(ref, `/api/v1/assets?search=${dropped}`)
      const focal = found.results[0]?.focalPoint
      expect(focal?.x).toBeCloseTo(0.25, 1)
      expect(focal?.y).toBeCloseTo(0.75, 1)
      expect(await seriousViolations(page)).toEqual([])
      expect(problems.filter((p) => !/status of 4(09|15)/.test(p))).toEqual([])
      await author.close()
    })
  })
}
