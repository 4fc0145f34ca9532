import { Router } from './router.tsx'
import type { RouterOptions } from './router.tsx'
import type { RouteEvent } from './use-router.ts'

export { Router }
export type { RouteEvent, RouterOptions }
export { routerBlock } from './definition.ts'
