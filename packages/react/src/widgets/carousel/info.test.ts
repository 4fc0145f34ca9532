import { describe, expect, it } from 'vitest'
import { DEFAULT_RESPONSIVE } from './constants.ts'
import { carouselInfo } from './info.ts'

const input = (name: string) => carouselInfo.inputs?.find((i) => i.name === name)

describe('carouselInfo', () => {
  it('registers Builder:Carousel with children and the content defaults', () => {
    expect(carouselInfo.name).toBe('Builder:Carousel')
    expect(carouselInfo.canHaveChildren).toBe(true)
    expect(carouselInfo.inputs?.map((i) => i.name)).toEqual([
      'slides',
      'hideDots',
      'autoplay',
      'autoplaySpeed',
      'prevButton',
      'nextButton',
      'useChildrenForSlides',
      'responsive',
      'accessibility',
      'focusOnSelect',
      'ariaLabel',
    ])
    expect(input('slides')?.defaultValue).toHaveLength(2)
    expect(input('hideDots')?.defaultValue).toBe(false)
    expect(input('autoplay')?.defaultValue).toBe(false)
    expect(input('autoplaySpeed')?.defaultValue).toBe(5)
    expect(input('useChildrenForSlides')?.defaultValue).toBe(false)
    expect(input('responsive')?.defaultValue).toEqual(DEFAULT_RESPONSIVE)
    expect(input('prevButton')?.type).toBe('uiBlocks')
    expect(input('ariaLabel')).toMatchObject({ type: 'string', advanced: true })
    expect(input('ariaLabel')?.defaultValue).toBeUndefined()
    expect(JSON.parse(JSON.stringify(carouselInfo))).toEqual(carouselInfo)
  })
})
