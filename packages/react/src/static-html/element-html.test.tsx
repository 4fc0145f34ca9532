import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { elementHtml, isPlainTag, startTagHtml, voidElementHtml } from './element-html.ts'
import { NotStaticError } from './not-static.ts'

describe('elementHtml', () => {
  it('writes plain elements as react-dom/server does', () => {
    for (const tag of ['div', 'section', 'a', 'li', 'h2', 'button', 'picture']) {
      const props = { className: 'c', 'data-x': '<1>' }
      expect(elementHtml(tag, props, '<i>x</i>')).toBe(
        renderToString(
          createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: '<i>x</i>' } }),
        ),
      )
    }
  })

  it('refuses tags React treats specially', () => {
    for (const tag of ['pre', 'textarea', 'select', 'img', 'script', 'svg', 'x-el', 'table']) {
      expect(isPlainTag(tag)).toBe(false)
      expect(() => elementHtml(tag, {})).toThrow(NotStaticError)
      expect(() => startTagHtml(tag, {})).toThrow(NotStaticError)
    }
  })
})

describe('startTagHtml', () => {
  it('is the start of elementHtml', () => {
    const props = { className: 'a"b', style: { marginTop: 4 }, 'data-x': '<1>' }
    expect(`${startTagHtml('section', props)}x</section>`).toBe(elementHtml('section', props, 'x'))
    expect(startTagHtml('span', {})).toBe('<span>')
  })
})

describe('voidElementHtml', () => {
  it('writes lazy images and sources as react-dom/server does', () => {
    const props = { src: '/a.png', alt: '', loading: 'lazy', style: { width: '100%' } }
    expect(voidElementHtml('img', props)).toBe(renderToString(createElement('img', props)))
    const inPicture = { src: '/a.png', srcSet: '/a.png 1x', fetchPriority: 'high' }
    expect(`<picture>${voidElementHtml('img', inPicture, { insidePicture: true })}</picture>`).toBe(
      renderToString(createElement('picture', null, createElement('img', inPicture))),
    )
  })

  it('refuses images React would preload', () => {
    const props = { src: '/a.png' }
    expect(renderToString(createElement('img', props))).toContain('rel="preload"')
    expect(() => voidElementHtml('img', props)).toThrow(NotStaticError)
  })
})
