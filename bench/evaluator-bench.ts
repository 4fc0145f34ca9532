/**
 * Benchmark of the safe evaluator: operations per second of typical bindings, ours (parse cache
 * warm) against the same code compiled once by the engine (`new Function`, bench only). The
 * ratio native/ours is the cost of safety.
 * @module
 */
import { createEvaluator } from '@tessera/core/evaluator'
import { textTableLines } from './text-table.ts'

/** One benchmarked binding. */
export interface BenchCase {
  name: string
  code: string
}

/** Measured throughput of one case. */
export interface BenchRow {
  name: string
  code: string
  oursOpsPerSecond: number
  nativeOpsPerSecond: number
  /** native / ours: how many times slower the safe evaluator is. */
  ratio: number
}

export interface EvaluatorBenchOptions {
  /** Time spent measuring each side of each case, in ms. Default 400. */
  durationMs?: number
  /** Untimed runs before measuring each side. Default 2000. */
  warmupIterations?: number
}

/** The typical bindings measured. */
export const BENCH_CASES: readonly BenchCase[] = [
  { name: 'property read', code: 'state.user.name' },
  { name: 'ternary + concat', code: "state.user ? 'Hi ' + state.user.name : 'Sign in'" },
  {
    name: 'filter/map/join (20)',
    code: "state.products.filter(p => p.price > 10).map(p => p.name).join(', ')",
  },
  { name: 'template literal', code: '`${state.a}-${state.b}`' },
  { name: 'Math.round arithmetic', code: 'Math.round(state.price * 100) / 100' },
  { name: 'state assignment', code: 'state.count = state.count + 1' },
  {
    name: 'comparison chain',
    code: 'state.count > 5 && state.count < 1000000000 || state.user.age >= 18',
  },
  { name: 'JSON.stringify', code: 'JSON.stringify(state.obj)' },
]

function makeState(): Record<string, unknown> {
  return {
    user: { name: 'Ann', age: 34 },
    products: Array.from({ length: 20 }, (_, i) => ({ name: `Product ${i}`, price: i * 1.5 })),
    a: 'left',
    b: 42,
    price: 19.98765,
    count: 0,
    obj: { id: 7, tags: ['a', 'b'], active: true },
  }
}

function compileNative(code: string): (state: Record<string, unknown>) => unknown {
  // eslint-disable-next-line no-new-func
  return new Function('state', `return (${code})`) as (state: Record<string, unknown>) => unknown
}

/** Runs `fn` repeatedly for `durationMs` and returns operations per second. */
function measure(fn: () => unknown, durationMs: number, warmupIterations: number): number {
  let sink = 0
  for (let i = 0; i < warmupIterations; i++) if (fn() !== undefined) sink++
  const batch = 500
  let iterations = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < durationMs) {
    for (let i = 0; i < batch; i++) if (fn() !== undefined) sink++
    iterations += batch
    elapsed = performance.now() - start
  }
  if (sink < 0) console.log(sink) // keeps the results alive
  return (iterations / elapsed) * 1000
}

/** Fails loudly when ours and the engine disagree on a case's result or state effect. */
function assertSameResult(testCase: BenchCase): void {
  const evaluator = createEvaluator()
  const oursState = makeState()
  const nativeState = makeState()
  const ours = evaluator.evaluate(testCase.code, { state: oursState })
  if (!ours.ok) throw new Error(`${testCase.name}: evaluator failed: ${ours.error.message}`)
  const native = compileNative(testCase.code)(nativeState)
  const same =
    JSON.stringify(ours.value) === JSON.stringify(native) &&
    JSON.stringify(oursState) === JSON.stringify(nativeState)
  if (!same) {
    throw new Error(
      `${testCase.name}: results differ: ours ${JSON.stringify(ours.value)}, native ${JSON.stringify(native)}`,
    )
  }
}

/** Measures every case; throws if any case gives a different result from the engine. */
export function runEvaluatorBench(options: EvaluatorBenchOptions = {}): BenchRow[] {
  const durationMs = options.durationMs ?? 400
  const warmupIterations = options.warmupIterations ?? 2000
  return BENCH_CASES.map((testCase) => {
    assertSameResult(testCase)
    const evaluator = createEvaluator()
    const scope = { state: makeState() }
    const native = compileNative(testCase.code)
    const nativeState = makeState()
    const oursOpsPerSecond = measure(
      () => evaluator.evaluate(testCase.code, scope),
      durationMs,
      warmupIterations,
    )
    const nativeOpsPerSecond = measure(() => native(nativeState), durationMs, warmupIterations)
    return {
      name: testCase.name,
      code: testCase.code,
      oursOpsPerSecond,
      nativeOpsPerSecond,
      ratio: nativeOpsPerSecond / oursOpsPerSecond,
    }
  })
}

function formatOps(value: number): string {
  return Math.round(value).toLocaleString('en-US')
}

/** A plain-text table of the rows: expression, ours ops/s, native ops/s, ratio. */
export function formatBenchTable(rows: readonly BenchRow[]): string {
  const header = ['expression', 'ours ops/s', 'native ops/s', 'native/ours']
  const lines = rows.map((row) => [
    row.name,
    formatOps(row.oursOpsPerSecond),
    formatOps(row.nativeOpsPerSecond),
    `${row.ratio.toFixed(1)}x`,
  ])
  return textTableLines(header, lines).join('\n')
}
