import { accountsContract } from './contract/accounts-contract.test-support.ts'
import { candidatesContract } from './contract/candidates-contract.test-support.ts'
import { changesContract } from './contract/changes-contract.test-support.ts'
import { createContractClock } from './contract/contract-helpers.test-support.ts'
import type { ContractGroup } from './contract/contract-helpers.test-support.ts'
import { entriesContract } from './contract/entries-contract.test-support.ts'
import { eventsContract } from './contract/events-contract.test-support.ts'
import { experimentContract } from './contract/experiment-contract.test-support.ts'
import { filesContract } from './contract/files-contract.test-support.ts'
import { libraryContract } from './contract/library-contract.test-support.ts'
import { revisionsContract } from './contract/revisions-contract.test-support.ts'
import { spacesContract } from './contract/spaces-contract.test-support.ts'
import { teamContract } from './contract/team-contract.test-support.ts'
import type { ContentStore } from './types.ts'

/**
 * The parts of the test runner the contract registers its cases with (Vitest's `describe` and
 * `it` fit). Passed in, so this module does not depend on the test runner.
 */
export interface ContractTestApi {
  describe(name: string, body: () => void): void
  it(name: string, body: () => Promise<void>): void
}

/** Opens a store (not yet migrated) whose timestamps come from `now`. */
export type MakeContractStore = (options: { now: () => number }) => Promise<ContentStore>

/** Every group of the contract, in the order they run. */
export const STORE_CONTRACT: readonly ContractGroup[] = [
  spacesContract,
  entriesContract,
  revisionsContract,
  candidatesContract,
  eventsContract,
  experimentContract,
  filesContract,
  libraryContract,
  changesContract,
  accountsContract,
  teamContract,
]

/**
 * Registers the ContentStore contract suite: each case gets a fresh store from `makeStore`
 * (then migrated, and closed afterwards) and a hand-driven clock. Cases work in spaces of their
 * own, so stores may share one database. Test-only: not exported by the package.
 * @example
 * import { describe, it } from 'vitest'
 * runStoreContract('sqlite', async ({ now }) => createSqliteStore({ filename: ':memory:', now }), { describe, it })
 */
export function runStoreContract(
  name: string,
  makeStore: MakeContractStore,
  api: ContractTestApi,
): void {
  api.describe(`ContentStore contract on ${name}`, () => {
    for (const group of STORE_CONTRACT) {
      api.describe(group.name, () => {
        for (const [caseName, run] of Object.entries(group.cases)) {
          api.it(caseName, async () => {
            const clock = createContractClock()
            const store = await makeStore({ now: clock.now })
            try {
              await store.migrate()
              await run({ store, clock })
            } finally {
              await store.close()
            }
          })
        }
      })
    }
  })
}
