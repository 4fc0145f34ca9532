import { defineBlock } from '../../registry/define-block.ts'
import { Router } from './router.tsx'
import type { RouterOptions } from './router.tsx'
import type { RouteEvent } from './use-router.ts'

export { Router }
export type { RouteEvent, RouterOptions }

/** The `Core:Router` block (gen-1): client-side navigation between pages of a model. */
export const routerBlock = defineBlock<RouterOptions>({
  name: 'Core:Router',
  component: Router,
  canHaveChildren: true,
})
