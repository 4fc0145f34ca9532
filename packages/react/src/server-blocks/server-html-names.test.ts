import { describe, expect, it } from 'vitest'
import { BUILT_IN_HTML } from '../blocks/built-in-html.ts'
import { sectionTree } from '../blocks/section/section.ts'
import { defaultRegistry } from '../registry/default-registry.ts'
import {
  CSS_OPTION_BLOCKS,
  DEFERRING_OPTIONS,
  HTML_ONLY_BLOCKS,
  UNWRAPPED_BLOCKS,
} from './server-html-names.ts'

const sorted = (names: Iterable<string>) => [...names].sort()

describe('the names stand-ins are decided by', () => {
  it('are the built-in blocks with a static-HTML writer', () => {
    expect(sorted(HTML_ONLY_BLOCKS)).toEqual(sorted(Object.keys(BUILT_IN_HTML)))
  })

  it('mark those with CSS from their options, and those without a wrapper, as their definitions do', () => {
    const definitions = [...HTML_ONLY_BLOCKS].map((name) => defaultRegistry.getComponent(name))
    expect(definitions.every((definition) => definition !== undefined)).toBe(true)
    const names = (test: (definition: NonNullable<(typeof definitions)[number]>) => boolean) =>
      sorted(definitions.filter((definition) => definition && test(definition)).map((d) => d!.name))
    expect(sorted(CSS_OPTION_BLOCKS)).toEqual(names((definition) => definition.css !== undefined))
    expect(sorted(UNWRAPPED_BLOCKS)).toEqual(names((definition) => definition.noWrap === true))
  })

  it('know the option with which a Section waits until in view', () => {
    const args = (options: Record<string, unknown>) =>
      ({ options }) as unknown as Parameters<typeof sectionTree>[0]
    const option = DEFERRING_OPTIONS.get('Core:Section') ?? ''
    expect(sectionTree(args({ [option]: true }))).toMatchObject({ deferChildren: true })
    expect(sectionTree(args({}))).toMatchObject({ deferChildren: false })
  })
})
