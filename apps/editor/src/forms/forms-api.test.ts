import { describe, expect, it } from 'vitest'
import { createApiClient } from '../api/api-client.ts'
import { csvExportUrl, fieldText, listSubmissions, submittedFileUrl } from './forms-api.ts'

describe('the form submissions client', () => {
  it('asks for one form’s first submissions with a search', async () => {
    const asked: string[] = []
    const api = createApiClient(async (url) => {
      asked.push(String(url))
      return new Response(JSON.stringify({ results: [] }))
    })
    await listSubmissions(api, 'Contact us', ' ada ')
    expect(asked).toEqual([
      '/api/v1/form-submissions?form=Contact+us&search=ada&limit=501&offset=0',
    ])
  })

  it('builds the CSV and file addresses', () => {
    expect(csvExportUrl('Contact & co')).toBe('/api/v1/form-submissions.csv?form=Contact+%26+co')
    expect(csvExportUrl('C', 'x')).toBe('/api/v1/form-submissions.csv?form=C&search=x')
    const file = { field: 'f', filename: 'a', contentType: 't', size: 1, assetId: 'id/1' }
    expect(submittedFileUrl(file)).toBe('/api/v1/form-files/id%2F1')
  })

  it('shows values as text', () => {
    expect(fieldText('a')).toBe('a')
    expect(fieldText(['x', 1])).toBe('["x",1]')
    expect(fieldText(undefined)).toBe('')
  })
})
