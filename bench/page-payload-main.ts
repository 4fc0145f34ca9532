/**
 * `npm run bench:payload -w bench`: the page payload benchmark alone (see
 * `page-payload-bench.ts`).
 * @module
 */
import { formatPagePayloadTable, runPagePayloadBench } from './page-payload-bench.ts'

console.log(formatPagePayloadTable(await runPagePayloadBench()))
