import { describe, expect, it } from 'vitest'
import { tabsInfo } from './info.ts'

const input = (name: string) => tabsInfo.inputs?.find((each) => each.name === name)

describe('tabsInfo', () => {
  it('registers Builder: Tabs with its name, space included', () => {
    expect(tabsInfo.name).toBe('Builder: Tabs')
    expect(tabsInfo.inputs?.map((each) => each.name)).toEqual([
      'tabs',
      'activeTabStyle',
      'defaultActiveTab',
      'collapsible',
      'tabHeaderLayout',
      'ariaLabel',
    ])
  })

  it('gives the editor two Text tabs, each label and content a block list', () => {
    const tabs = input('tabs')
    expect(tabs?.type).toBe('list')
    expect(tabs?.subFields?.map((each) => [each.name, each.type])).toEqual([
      ['label', 'uiBlocks'],
      ['content', 'uiBlocks'],
    ])
    const texts = (tabs?.defaultValue as { label: unknown[]; content: unknown[] }[]).map((tab) => [
      tab.label.map(
        (block) => (block as { component: { options: { text: string } } }).component.options.text,
      ),
      tab.content.map(
        (block) => (block as { component: { options: { text: string } } }).component.options.text,
      ),
    ])
    expect(texts).toEqual([
      [['Tab 1'], ['Tab 1 content']],
      [['Tab 2'], ['Tab 2 content']],
    ])
  })

  it('documents the defaults the component applies', () => {
    expect(input('activeTabStyle')?.defaultValue).toEqual({ backgroundColor: 'rgba(0, 0, 0, 0.1)' })
    expect(input('defaultActiveTab')).toMatchObject({ type: 'number', defaultValue: 1 })
    expect(input('collapsible')).toMatchObject({ type: 'boolean', defaultValue: false })
    expect(input('ariaLabel')).toMatchObject({
      type: 'string',
      defaultValue: 'Tabs',
      advanced: true,
    })
    const layout = input('tabHeaderLayout')
    expect(layout?.defaultValue).toBe('flex-start')
    expect(layout?.enum?.map((each) => (each as { value: string }).value)).toEqual([
      'center',
      'space-between',
      'space-around',
      'flex-start',
      'flex-end',
    ])
  })
})
