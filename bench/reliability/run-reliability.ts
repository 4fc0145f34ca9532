/**
 * Runs the reliability section alone and prints its report:
 * `node --import tsx bench/reliability/run-reliability.ts` (PostgreSQL from `TEST_DATABASE_URL`,
 * else `postgres://postgres@127.0.0.1:5432/test`; its scenarios are skipped when it does not
 * answer). Exits with 1 when a target is missed or a scenario failed.
 * @module
 */
import { formatReliabilityTable, runReliabilityBench } from './reliability-bench.ts'
import { reliabilityRows } from './reliability-rows.ts'

console.log('Reliability: short, bounded attacks on the service as users run it\n')
const result = await runReliabilityBench({ log: (line) => console.log(`  ${line}`) })
console.log(`\n${formatReliabilityTable(result)}`)
const rows = reliabilityRows(result)
if (rows.some((row) => row.verdict === 'MISSED' || row.verdict === 'FAILED')) process.exitCode = 1
