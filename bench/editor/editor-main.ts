/**
 * `npm run bench:editor -w bench`: the editor benchmark alone. `--sizes 1000,5000` picks the
 * page sizes (blocks).
 * @module
 */
import { parseArgs } from 'node:util'
import { formatEditorTable, runEditorBench } from './editor-bench.ts'

const { values } = parseArgs({ options: { sizes: { type: 'string' } } })
const sizes = values.sizes?.split(',').map((size) => Number(size.trim()))
if (sizes?.some((size) => !Number.isInteger(size) || size < 1)) {
  console.error(`--sizes takes whole numbers of blocks, separated by commas, not "${values.sizes}"`)
  process.exit(2)
}
console.log('Visual editor in Chromium (real service, built site and editor):\n')
console.log(
  formatEditorTable(
    await runEditorBench({ ...(sizes ? { sizes } : {}), log: (line) => console.log(`  ${line}`) }),
  ),
)
