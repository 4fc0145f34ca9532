import { describe, expect, it } from 'vitest'
import { checkPageRequest } from './check-page-request.ts'
import { MISSING_PUBLIC_KEY_MESSAGE } from './site-config.ts'

const ENV = { TESSERA_PUBLIC_KEY: 'pub-demo', TESSERA_API_HOST: 'http://service:4010/' }

describe('checkPageRequest', () => {
  it('accepts GET and HEAD with the content request and the configuration', () => {
    for (const method of ['GET', 'HEAD', 'get']) {
      const check = checkPageRequest(method, { path: '/about', search: '' }, ENV)
      expect(check).toMatchObject({
        ok: true,
        config: { apiKey: 'pub-demo', apiHost: 'http://service:4010' },
        plan: { fetchOptions: { userAttributes: { urlPath: '/about' } } },
      })
    }
  })

  it('answers 405 with Allow for other methods', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect(checkPageRequest(method, { path: '/', search: '' }, ENV)).toEqual({
        ok: false,
        refused: {
          status: 405,
          message: `The method ${method} is not allowed here. Pages answer GET and HEAD.`,
          headers: { Allow: 'GET, HEAD' },
        },
      })
    }
  })

  it('answers 500 naming TESSERA_PUBLIC_KEY when it is missing', () => {
    for (const env of [{}, { TESSERA_PUBLIC_KEY: '  ' }]) {
      const check = checkPageRequest('GET', { path: '/', search: '' }, env)
      expect(check).toEqual({
        ok: false,
        refused: { status: 500, message: MISSING_PUBLIC_KEY_MESSAGE },
      })
    }
    expect(MISSING_PUBLIC_KEY_MESSAGE).toContain('TESSERA_PUBLIC_KEY')
  })

  it('answers 500 naming TESSERA_EDITOR_ORIGINS when it lists something else than origins', () => {
    const env = { ...ENV, TESSERA_EDITOR_ORIGINS: 'https://editor.example.com/editor' }
    const check = checkPageRequest('GET', { path: '/', search: '' }, env)
    expect(check).toMatchObject({ ok: false, refused: { status: 500 } })
    expect(check.ok ? '' : check.refused.message).toContain('TESSERA_EDITOR_ORIGINS')
  })

  it('reads the editor origins, and development from NODE_ENV', () => {
    const env = {
      ...ENV,
      TESSERA_EDITOR_ORIGINS: 'https://editor.example.com, http://localhost:4000',
    }
    expect(
      checkPageRequest('GET', { path: '/', search: '' }, { ...env, NODE_ENV: 'production' }),
    ).toMatchObject({
      ok: true,
      config: {
        editorOrigins: ['https://editor.example.com', 'http://localhost:4000'],
        isDevelopment: false,
      },
    })
    expect(
      checkPageRequest('GET', { path: '/', search: '' }, { ...ENV, NODE_ENV: 'development' }),
    ).toMatchObject({
      ok: true,
      config: { editorOrigins: [], isDevelopment: true },
    })
  })

  it('answers 400 for a denied or bad builder.* parameter', () => {
    const denied = checkPageRequest(
      'GET',
      { path: '/', search: '?builder.userAttributes.__proto__=1' },
      ENV,
    )
    expect(denied).toMatchObject({
      ok: false,
      refused: { status: 400, message: 'Property name "__proto__" is not allowed' },
      config: { apiKey: 'pub-demo' },
    })
    const bad = checkPageRequest('GET', { path: '/', search: '?builder.noCache=maybe' }, ENV)
    expect(bad).toMatchObject({ ok: false, refused: { status: 400 } })
  })
})
