import { describe, expect, it } from 'vitest'
import { focalCropRegion } from './focal-crop.ts'

describe('focalCropRegion', () => {
  it('centres a square crop of a wide image on the focal point', () => {
    expect(
      focalCropRegion({ width: 1000, height: 500, aspect: 1, focalPoint: { x: 0.3, y: 0.5 } }),
    ).toEqual({ left: 50, top: 0, width: 500, height: 500 })
  })

  it('keeps the crop inside the image when the focal point is near an edge', () => {
    expect(
      focalCropRegion({ width: 1000, height: 500, aspect: 1, focalPoint: { x: 0.95, y: 0 } }),
    ).toEqual({ left: 500, top: 0, width: 500, height: 500 })
    expect(
      focalCropRegion({ width: 400, height: 1000, aspect: 0.5, focalPoint: { x: 0.5, y: 0.02 } }),
    ).toEqual({ left: 0, top: 0, width: 400, height: 200 })
  })

  it('crops around the middle without a focal point', () => {
    expect(focalCropRegion({ width: 400, height: 1000, aspect: 0.5, focalPoint: null })).toEqual({
      left: 0,
      top: 400,
      width: 400,
      height: 200,
    })
  })
})
