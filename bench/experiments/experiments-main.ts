/**
 * The experiment report benchmark alone (`npm run bench:experiments --workspace bench`):
 * `TESSERA_BENCH_EXPERIMENT_EVENTS` events (default 10,000,000) on SQLite and PostgreSQL
 * (`TEST_DATABASE_URL`, else the local `test` database), with the load average before and after.
 * @module
 */
import { loadavg } from 'node:os'
import { runExperimentsBench } from './experiments-bench.ts'
import { formatExperimentsTable } from './experiments-table.ts'

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const before = load()
const result = await runExperimentsBench({ log: (line) => console.log(`  ${line}`) })
console.log(`\n${formatExperimentsTable(result)}`)
console.log(`\nLoad average (1, 5, 15 min): ${before} before, ${load()} after.`)
