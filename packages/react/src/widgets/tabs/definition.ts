import { widgetComponent } from '../chunk-component.tsx'
import { defineBlock } from '../../blocks/define-block.ts'
import type { TabsOptions } from './tabs.tsx'

/** The `Builder: Tabs` widget. Tabs: a row of labels, each showing its content (WAI-ARIA tabs). The name has a space, as Builder registers it. */
export const tabsBlock = defineBlock<TabsOptions>({
  name: 'Builder: Tabs',
  component: widgetComponent<TabsOptions>('Builder: Tabs'),
  canHaveChildren: false,
})
