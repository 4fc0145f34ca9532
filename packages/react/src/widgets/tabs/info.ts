import type { ComponentInfo } from '../../types.ts'

/** Styles of a new tab's label: a padded, centred, clickable box. */
const LABEL_STYLES = {
  paddingTop: '10px',
  paddingRight: '20px',
  paddingBottom: '10px',
  paddingLeft: '20px',
  minWidth: '100px',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  cursor: 'pointer',
  userSelect: 'none',
}

/** Styles of a new tab's content. */
const CONTENT_STYLES = {
  marginTop: '20px',
  height: '200px',
  display: 'flex',
  flexDirection: 'column',
}

/** A one-block list: a Text block saying `text`, with `styles` at the large size. */
function textList(text: string, styles: Record<string, string>) {
  return [
    {
      '@type': '@builder.io/sdk:Element',
      responsiveStyles: { large: styles },
      component: { name: 'Text', options: { text } },
    },
  ]
}

/** A tab as the editor inserts it: label and content each one Text block. */
function newTab(label: string, content: string) {
  return { label: textList(label, LABEL_STYLES), content: textList(content, CONTENT_STYLES) }
}

/**
 * Editor metadata of the `Builder: Tabs` widget (inputs as Builder's widget registers them):
 * not needed to render, so kept out of the runtime definition.
 */
export const tabsInfo: ComponentInfo = {
  name: 'Builder: Tabs',
  inputs: [
    {
      name: 'tabs',
      type: 'list',
      broadcast: true,
      subFields: [
        {
          name: 'label',
          type: 'uiBlocks',
          hideFromUI: true,
          defaultValue: textList('New tab', LABEL_STYLES),
        },
        {
          name: 'content',
          type: 'uiBlocks',
          hideFromUI: true,
          defaultValue: textList('New tab content ', CONTENT_STYLES),
        },
      ],
      defaultValue: [newTab('Tab 1', 'Tab 1 content'), newTab('Tab 2', 'Tab 2 content')],
    },
    {
      name: 'activeTabStyle',
      type: 'uiStyle',
      helperText: 'CSS styles for the active tab',
      defaultValue: { backgroundColor: 'rgba(0, 0, 0, 0.1)' },
    },
    {
      name: 'defaultActiveTab',
      type: 'number',
      helperText:
        'Default tab to open to. Set to "1" for the first tab, "2" for the second, or choose "0" for none',
      defaultValue: 1,
      advanced: true,
    },
    {
      name: 'collapsible',
      type: 'boolean',
      helperText: 'If on, clicking an open tab closes it so no tabs are active',
      defaultValue: false,
      advanced: true,
    },
    {
      name: 'tabHeaderLayout',
      type: 'enum',
      helperText: 'Change the layout of the tab headers (uses justify-content)',
      defaultValue: 'flex-start',
      enum: [
        { label: 'Center', value: 'center' },
        { label: 'Space between', value: 'space-between' },
        { label: 'Space around', value: 'space-around' },
        { label: 'Left', value: 'flex-start' },
        { label: 'Right', value: 'flex-end' },
      ],
    },
    {
      name: 'ariaLabel',
      type: 'string',
      helperText: 'Name of the tab list for screen readers (its aria-label)',
      defaultValue: 'Tabs',
      advanced: true,
    },
  ],
}
