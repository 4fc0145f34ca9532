/**
 * Runs the benchmarks (`npm run bench` at the root) and prints their tables.
 * @module
 */
import { formatBenchTable, runEvaluatorBench } from './evaluator-bench.ts'

console.log('Safe evaluator vs engine (new Function), cache warm:\n')
console.log(formatBenchTable(runEvaluatorBench()))
