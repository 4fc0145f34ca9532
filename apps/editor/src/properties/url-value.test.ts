import { describe, expect, it } from 'vitest'
import { urlError } from './url-value.ts'

describe('urlError', () => {
  it('accepts absolute web, mail and phone URLs, site paths, and nothing', () => {
    for (const url of [
      'https://example.com/a?b=1#c',
      'http://localhost:3000',
      'mailto:ada@example.com',
      'tel:+441234',
      '/pricing',
      '#top',
      '?page=2',
      '../up',
      '',
    ]) {
      expect(urlError(url), url).toBeUndefined()
    }
  })

  it('refuses script URLs, words and paths with spaces', () => {
    expect(urlError('javascript:alert(1)')).toBe('Links may not use javascript:')
    expect(urlError('data:text/html,hi')).toBe('Links may not use data:')
    expect(urlError('example com')).toBe('Enter a full URL (https://…) or a path starting with /')
    expect(urlError('/a b')).toBe('A URL has no spaces')
  })
})
