import { componentBlock } from '../built-in-block.ts'

/** The `Core:Router` block (gen-1): client-side navigation between pages of a model. */
export const routerBlock = componentBlock('Core:Router', {
  canHaveChildren: true,
})
