// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { readServerPieces as piecesOnServer } from './server-pieces.ts'
import { readServerPieces } from './server-pieces.browser.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('readServerPieces (#server-pieces)', () => {
  it('in browser builds, is the inner HTML of the marked static blocks of a list, by index', () => {
    document.body.innerHTML = [
      '<div class="builder-blocks">',
      '<div data-tessera-html="_R_1_#0"><p>zero</p></div>',
      '<div builder-id="video"></div>',
      '<section data-tessera-html="_R_1_#2">two</section>',
      // Another list's pieces and a whole list whose id starts alike.
      '<div data-tessera-html="_R_12_#1">other</div><div data-tessera-html="_R_1_">list</div>',
      '</div>',
    ].join('')
    expect(readServerPieces('_R_1_')).toEqual(
      new Map([
        [0, '<p>zero</p>'],
        [2, 'two'],
      ]),
    )
    expect(readServerPieces('_R_12_')).toEqual(new Map([[1, 'other']]))
    expect(readServerPieces('_R_3_')).toBeUndefined()
  })

  it('ignores markers that are not an index', () => {
    document.body.innerHTML =
      '<div data-tessera-html="«R1»#1">c</div><div data-tessera-html="«R1»#x">d</div>' +
      '<div data-tessera-html="«R1»#1#2">e</div><div data-tessera-html="«R1»#">f</div>'
    expect(readServerPieces('«R1»')).toEqual(new Map([[1, 'c']]))
    expect(() => readServerPieces('x"] , [y="\\')).not.toThrow()
  })

  it('takes nothing over when two lists could be the list: two containers, an index twice', () => {
    document.body.innerHTML =
      '<div><p data-tessera-html="_R_1_#0">a</p></div><div><p data-tessera-html="_R_1_#1">b</p></div>'
    expect(readServerPieces('_R_1_')).toBeUndefined()
    document.body.innerHTML =
      '<div><p data-tessera-html="_R_1_#0">a</p><p data-tessera-html="_R_1_#0">b</p></div>'
    expect(readServerPieces('_R_1_')).toBeUndefined()
  })

  it('outside browser builds, never takes pieces over', () => {
    document.body.innerHTML = '<div data-tessera-html="_R_1_#0">a</div>'
    expect(piecesOnServer('_R_1_')).toBeUndefined()
  })
})
