import { describe, expect, it } from 'vitest'
import { createEditorTarget } from './editor-target.ts'

const EDITOR = 'https://editor.example.com'
const OTHER_EDITOR = 'https://cms.example.com'
const trust = { editorOrigins: [EDITOR, `${OTHER_EDITOR}/`] }

describe('createEditorTarget', () => {
  it('posts only to a trusted parent the browser reports', () => {
    const target = createEditorTarget(trust, { origin: EDITOR, isCertain: true })
    expect(target.origins()).toEqual([EDITOR])
  })

  it('posts nothing to an untrusted parent the browser reports', () => {
    const target = createEditorTarget(trust, { origin: 'http://localhost:8000', isCertain: true })
    expect(target.origins()).toEqual([])
  })

  it('posts to each configured origin when the parent is unknown or only hinted', () => {
    expect(createEditorTarget(trust, undefined).origins()).toEqual([EDITOR, OTHER_EDITOR])
    const hinted = createEditorTarget(trust, { origin: OTHER_EDITOR, isCertain: false })
    expect(hinted.origins()).toEqual([OTHER_EDITOR, EDITOR])
    const stale = createEditorTarget(trust, { origin: 'https://site.example', isCertain: false })
    expect(stale.origins()).toEqual([EDITOR, OTHER_EDITOR])
  })

  it('can name a parent trusted by host pattern or as a local host', () => {
    const byHost = createEditorTarget(
      { trustedHosts: ['*.example.org'] },
      { origin: 'https://a.example.org', isCertain: false },
    )
    expect(byHost.origins()).toEqual(['https://a.example.org'])
    const local = createEditorTarget(
      { trustLocalhost: true },
      { origin: 'http://localhost:4000', isCertain: true },
    )
    expect(local.origins()).toEqual(['http://localhost:4000'])
    expect(createEditorTarget({ trustLocalhost: true }, undefined).origins()).toEqual([])
  })

  it('posts only to the origin of the first trusted message once the editor has spoken', () => {
    const target = createEditorTarget(trust, undefined)
    expect(target.confirm(OTHER_EDITOR)).toBe(false)
    expect(target.origins()).toEqual([OTHER_EDITOR])
    expect(target.confirm(EDITOR)).toBe(false)
    expect(target.origins()).toEqual([OTHER_EDITOR])
  })

  it('tells when the editor that spoke had not been posted to', () => {
    const target = createEditorTarget({ trustLocalhost: true }, undefined)
    expect(target.confirm('http://localhost:4000')).toBe(true)
    expect(target.origins()).toEqual(['http://localhost:4000'])
  })
})
