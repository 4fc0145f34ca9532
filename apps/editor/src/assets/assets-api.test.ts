import { describe, expect, it } from 'vitest'
import { createApiClient } from '../api/api-client.ts'
import { focalPointOfClick, formatBytes, listAssets, setFocalPoint } from './assets-api.ts'

describe('the asset library client', () => {
  it('asks for the library’s first assets with its search and kind', async () => {
    const asked: string[] = []
    const api = createApiClient(async (url) => {
      asked.push(String(url))
      return new Response(JSON.stringify({ results: [] }))
    })
    await listAssets(api, { search: 'beach day', kind: 'image' })
    await listAssets(api)
    expect(asked).toEqual([
      '/api/v1/assets?search=beach+day&kind=image&limit=201&offset=0',
      '/api/v1/assets?limit=201&offset=0',
    ])
  })

  it('sends a focal point as JSON with the CSRF token', async () => {
    let sent: RequestInit | undefined
    const api = createApiClient(async (_url, init) => {
      sent = init
      return new Response(JSON.stringify({ id: 'a' }))
    })
    api.setCsrfToken('t')
    await setFocalPoint(api, 'a', { x: 0.1, y: 0.9 })
    expect(sent?.method).toBe('PATCH')
    expect(sent?.body).toBe('{"focalPoint":{"x":0.1,"y":0.9}}')
    expect(sent?.headers).toMatchObject({ 'X-CSRF-Token': 't' })
  })

  it('turns a click into a focal point inside the image', () => {
    const rect = { left: 100, top: 50, width: 200, height: 100 }
    expect(focalPointOfClick({ clientX: 150, clientY: 75 }, rect)).toEqual({ x: 0.25, y: 0.25 })
    expect(focalPointOfClick({ clientX: 500, clientY: 0 }, rect)).toEqual({ x: 1, y: 0 })
    expect(focalPointOfClick({ clientX: 133.3333, clientY: 100 }, rect)).toEqual({
      x: 0.167,
      y: 0.5,
    })
  })

  it('says sizes in bytes, kilobytes and megabytes', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(3400)).toBe('3.4 kB')
    expect(formatBytes(12_000_000)).toBe('12.0 MB')
  })
})
