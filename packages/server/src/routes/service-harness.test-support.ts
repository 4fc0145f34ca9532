import { createLogger } from '../logger.ts'
import type { TestDatabase } from '../store/databases.test-support.ts'
import { createServiceRoutes } from './all-routes.ts'
import type { ServiceRoutes } from './all-routes.ts'
import { createContentTestHarness } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'

/** A content harness with every service route (write, track, forms…) over a test database. */
export interface ServiceTestHarness extends ContentTestHarness {
  /** The service routes (their `close()` flushes buffered tracking events). */
  service: ServiceRoutes
}

/**
 * Opens a fresh store on `database` and builds the app with the service routes on it, as
 * `tessera serve` does; `close()` flushes tracking events, then closes the store.
 */
export async function createServiceTestHarness(
  database: TestDatabase,
): Promise<ServiceTestHarness> {
  const store = await database.open()
  const service = createServiceRoutes({ store, logger: createLogger({ quiet: true }) })
  const harness = await createContentTestHarness({ store, routes: service.routes })
  return {
    ...harness,
    service,
    async close() {
      await service.close()
      await harness.close()
    },
  }
}
