import { describe, expect, it } from 'vitest'
import { isSiteOwnComponent } from './site-components.ts'

describe('isSiteOwnComponent', () => {
  it("leaves out a site's registration of a built-in block (gen-2 registers them all)", () => {
    for (const name of ['Text', 'Core:Button', 'Columns', 'Image']) {
      expect(isSiteOwnComponent({ name })).toBe(false)
    }
  })

  it("keeps the site's own components", () => {
    expect(isSiteOwnComponent({ name: 'Hero banner' })).toBe(true)
    expect(isSiteOwnComponent({ name: 'text' })).toBe(true)
  })
})
