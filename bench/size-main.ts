/**
 * The client-size benchmark alone (`npm run bench:size -w bench`, under a minute): the runtime
 * each renderer ships (esbuild, minified, gzip), then the summary lines of the size part.
 * @module
 */
import { formatSizeTable, runSizeBench } from './size-bench.ts'
import { formatSummaryTable } from './summary-table.ts'

const result = await runSizeBench()
console.log(formatSizeTable(result))
console.log('')
const summary = formatSummaryTable({ size: result }).split('\n')
console.log(summary.filter((line) => !line.includes('| not run')).join('\n'))
