import { Fragment } from './fragment.tsx'

export { Fragment }
export { fragmentBlock } from './definition.ts'
