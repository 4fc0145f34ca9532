import { describe, expect, it } from 'vitest'
import { createApiClient } from '../api/api-client.ts'
import { acceptOf, canUpload, fileTypeError, uploadFile } from './upload.ts'

const IMAGE_TYPES = ['jpeg', 'jpg', 'png', 'svg', 'webp', 'gif']

describe('file inputs', () => {
  it('accepts the allowed file types in the file chooser', () => {
    expect(acceptOf(IMAGE_TYPES)).toBe('.jpeg,.jpg,.png,.svg,.webp,.gif')
    expect(acceptOf(['image/*', '.mp4'])).toBe('image/*,.mp4')
    expect(acceptOf(undefined)).toBeUndefined()
    expect(acceptOf([])).toBeUndefined()
  })

  it('refuses a file of another type, by extension or MIME type', () => {
    expect(fileTypeError({ name: 'Photo.PNG', type: 'image/png' }, IMAGE_TYPES)).toBeUndefined()
    expect(fileTypeError({ name: 'notes.txt', type: 'text/plain' }, IMAGE_TYPES)).toBe(
      'notes.txt is not one of the allowed types (jpeg,jpg,png,svg,webp,gif)',
    )
    expect(fileTypeError({ name: 'clip', type: 'video/mp4' }, ['video/*'])).toBeUndefined()
    expect(fileTypeError({ name: 'a.txt', type: 'text/plain' }, undefined)).toBeUndefined()
  })

  it('offers an upload only where the service can store the file', () => {
    expect(canUpload({ type: 'file', allowedFileTypes: IMAGE_TYPES })).toBe(true)
    expect(canUpload({ type: 'file', allowedFileTypes: ['image/*'] })).toBe(true)
    expect(canUpload({ type: 'file' })).toBe(true)
    expect(canUpload({ type: 'file', allowedFileTypes: ['mp4'] })).toBe(true)
    expect(canUpload({ type: 'file', allowedFileTypes: ['pdf', 'video/*'] })).toBe(true)
    expect(canUpload({ type: 'video' })).toBe(true)
    expect(canUpload({ type: 'file', allowedFileTypes: ['exe', 'dmg'] })).toBe(false)
  })

  it('sends the file as multipart with the session’s CSRF token, not as JSON', async () => {
    let sent: RequestInit | undefined
    const api = createApiClient(async (_url, init) => {
      sent = init
      return new Response(JSON.stringify({ id: 'i', url: '/api/v1/image/x' }), { status: 201 })
    })
    api.setCsrfToken('token-1')
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' })
    await expect(uploadFile(api, file)).resolves.toMatchObject({ url: '/api/v1/image/x' })
    expect(sent?.method).toBe('POST')
    expect(sent?.headers).toEqual({ 'X-CSRF-Token': 'token-1' })
    const body = sent?.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect((body.get('file') as File).name).toBe('a.png')
  })
})
