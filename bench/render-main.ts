/**
 * The renderer benchmark alone (`npm run bench:render -w bench`, about 2 minutes): server-render
 * throughput and HTML bytes on React 19 and 18, then the summary lines of the render part.
 * `-- --sizes 100` measures one size.
 * @module
 */
import { parseArgs } from 'node:util'
import { formatRenderTable, runRenderBench } from './render-bench.ts'
import { formatSummaryTable } from './summary-table.ts'

const { values } = parseArgs({ options: { sizes: { type: 'string' } } })
const sizes = values.sizes?.split(',').map(Number)
const result = await runRenderBench(sizes === undefined ? {} : { sizes })
console.log(formatRenderTable(result))
console.log('')
const summary = formatSummaryTable({ render: result }).split('\n')
console.log(summary.filter((line) => !line.includes('| not run')).join('\n'))
