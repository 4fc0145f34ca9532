import { describe, expect, it } from 'vitest'
import { BUILT_IN_BLOCKS } from './built-in-blocks.ts'
import { createRegistry } from './create-registry.ts'
import { defineBlock } from '../blocks/define-block.ts'

const Hero = () => <h1>hero</h1>

describe('createRegistry', () => {
  it('starts with the built-in blocks', () => {
    const registry = createRegistry()
    expect(registry.listComponents().map((block) => block.name)).toEqual([
      'Text',
      'Fragment',
      'Core:Section',
      'Core:Button',
      'Columns',
      'Builder:RawText',
      'Image',
      'Video',
      'Raw:Img',
      'Embed',
      'Custom Code',
      'Form:Form',
      'Form:Input',
      'Form:Select',
      'Form:TextArea',
      'Form:Label',
      'Form:SubmitButton',
      'Symbol',
      'Slot',
      'Core:Router',
      'Builder:Mutation',
      'Builder:StateProvider',
      'PersonalizationContainer',
      'Builder:Accordion',
      'Builder: Tabs',
      'Builder:Carousel',
      'Builder:Masonry',
    ])
    expect(registry.getComponent('Text')?.builtIn).toBe(true)
    expect(registry.listComponents({ includeBuiltIns: false })).toEqual([])
    expect(BUILT_IN_BLOCKS).toHaveLength(27)
  })

  it('registers components gen-1 style and gen-2 style; later registrations win', () => {
    const registry = createRegistry({ builtIns: [] })
    registry.registerComponent(Hero, { name: 'Hero', inputs: [{ name: 'title', type: 'string' }] })
    expect(registry.getComponent('Hero')).toEqual({
      name: 'Hero',
      inputs: [{ name: 'title', type: 'string' }],
      component: Hero,
      builtIn: false,
    })
    registry.register({ name: 'Hero', component: Hero, noWrap: true })
    expect(registry.getComponent('Hero')?.noWrap).toBe(true)
  })

  it('falls back to the parent and lists own registrations over the parent', () => {
    const parent = createRegistry({ builtIns: [] })
    parent.registerComponent(Hero, { name: 'Hero' })
    parent.registerAction({ name: 'buy', action: () => 1 })
    const child = createRegistry({
      parent,
      components: [{ name: 'Hero', component: Hero, canHaveChildren: true }],
    })
    expect(child.getComponent('Hero')?.canHaveChildren).toBe(true)
    expect(parent.getComponent('Hero')?.canHaveChildren).toBeUndefined()
    expect(child.listComponents()).toHaveLength(1)
    expect(child.getAction('buy')?.name).toBe('buy')
    expect(child.listActions().map((action) => action.name)).toEqual(['buy'])
  })

  it('shares nothing between instances', () => {
    const a = createRegistry()
    const b = createRegistry()
    a.registerComponent(Hero, { name: 'Hero' })
    expect(b.getComponent('Hero')).toBeUndefined()
  })

  it('refuses bad registrations with clear errors', () => {
    const registry = createRegistry()
    expect(() => registry.registerComponent(Hero, { name: '' })).toThrow(
      'defineBlock: name must be a non-empty string',
    )
    expect(() =>
      registry.register({ name: 'X', component: 'div' as unknown as typeof Hero }),
    ).toThrow('defineBlock: component of "X" must be a React component')
    expect(() => registry.registerComponent(Hero, null as unknown as { name: string })).toThrow(
      'registerComponent: expected an info object with a name',
    )
    expect(() =>
      registry.registerAction({ name: 'a', action: 1 as unknown as () => void }),
    ).toThrow('registerAction: action of "a" must be a function')
    expect(() => registry.registerAction({ name: ' ', action: () => {} })).toThrow(
      'registerAction: name must be a non-empty string',
    )
  })
})

describe('defineBlock', () => {
  it('returns a frozen copy', () => {
    const definition = defineBlock({ name: 'Hero', component: Hero })
    expect(Object.isFrozen(definition)).toBe(true)
    expect(definition).toEqual({ name: 'Hero', component: Hero })
  })
})
