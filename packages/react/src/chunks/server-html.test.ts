// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { readServerHtml as onServer } from './server-html.ts'
import { readServerHtml } from './server-html.browser.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('readServerHtml (#server-html)', () => {
  it('in browser builds, is the inner HTML of the list the server marked with the id', () => {
    document.body.innerHTML =
      '<div data-tessera-html="_R_1_"><p>one</p></div><div data-tessera-html="_R_2_">two</div>'
    expect(readServerHtml('_R_1_')).toBe('<p>one</p>')
    expect(readServerHtml('_R_2_')).toBe('two')
    expect(readServerHtml('_R_3_')).toBeUndefined()
  })

  it('finds the ids of every React 19 version and of React 18', () => {
    document.body.innerHTML =
      '<div data-tessera-html="«R1»">a</div><div data-tessera-html=":R2:">b</div>'
    expect(readServerHtml('«R1»')).toBe('a')
    expect(readServerHtml(':R2:')).toBe('b')
  })

  it('never throws on an id the selector cannot hold', () => {
    document.body.innerHTML = '<div data-tessera-html="a">a</div>'
    expect(() => readServerHtml('x"] , [y="\\')).not.toThrow()
  })

  it('takes nothing over when two roots marked lists with the same id', () => {
    document.body.innerHTML =
      '<div data-tessera-html="_R_1_">a</div><section><div data-tessera-html="_R_1_">b</div></section>'
    expect(readServerHtml('_R_1_')).toBeUndefined()
  })

  it('outside browser builds, never takes HTML over', () => {
    document.body.innerHTML = '<div data-tessera-html="_R_1_">a</div>'
    expect(onServer('_R_1_')).toBeUndefined()
  })
})
