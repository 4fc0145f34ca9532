import { Columns } from './columns.tsx'
import type { Column, ColumnsOptions } from './columns.tsx'

export { Columns }
export type { Column, ColumnsOptions }
export { columnsBlock } from './definition.ts'
