/**
 * The content service benchmark alone (`npm run bench:server --workspace bench`, about a
 * minute): its tables and target line, with the load average before and after the run.
 * @module
 */
import { loadavg } from 'node:os'
import { formatServerBenchTable, runServerBench } from './server-bench.ts'

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const before = load()
console.log(formatServerBenchTable(await runServerBench()))
console.log(`\nLoad average (1, 5, 15 min): ${before} before, ${load()} after.`)
