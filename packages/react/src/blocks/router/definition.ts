import { builtInComponent } from '../chunk-component.tsx'
import { defineBlock } from '../define-block.ts'
import type { RouterOptions } from './router.tsx'

/** The `Core:Router` block (gen-1): client-side navigation between pages of a model. */
export const routerBlock = defineBlock<RouterOptions>({
  name: 'Core:Router',
  component: builtInComponent<RouterOptions>('Core:Router'),
  canHaveChildren: true,
})
