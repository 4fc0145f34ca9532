import type pg from 'pg'

/**
 * The server process (`pg_stat_activity.pid`) of an instance's LISTEN connection. The CLI names
 * every instance's connections alike (`tessera`, `tessera-listen`), so the bench gives instance A
 * its own `application_name` in its `DATABASE_URL` (libpq's parameter wins over the CLI's name,
 * for the pool and the LISTEN connection alike), and tells the LISTEN connection from the pool's
 * by its last statement: `LISTEN tessera_changes`, then its liveness ping `select 1`; the pool
 * runs neither.
 */
export async function findListenBackend(
  client: pg.Client,
  applicationName: string,
  notPids: readonly number[] = [],
): Promise<number | undefined> {
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where application_name = $1 and (query ilike 'listen %' or query = 'select 1')
        and not (pid = any($2::int[]))
      order by backend_start desc`,
    [applicationName, [...notPids]],
  )
  return rows[0]?.pid
}

/**
 * Waits until the instance listens (again), polling every 20 ms, and returns its backend's pid;
 * `notPids` are backends already terminated (one may linger a moment in `pg_stat_activity`).
 */
export async function waitForListenBackend(
  client: pg.Client,
  applicationName: string,
  notPids: readonly number[] = [],
  timeoutMs = 15_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const pid = await findListenBackend(client, applicationName, notPids)
    if (pid !== undefined) return pid
    if (Date.now() > deadline) {
      throw new Error(`no LISTEN connection of ${applicationName} within ${timeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Ends a backend as an admin or a failover would (`pg_terminate_backend`); false when it was gone. */
export async function terminateBackend(client: pg.Client, pid: number): Promise<boolean> {
  const { rows } = await client.query<{ ended: boolean }>(
    'select pg_terminate_backend($1) as ended',
    [pid],
  )
  return rows[0]?.ended === true
}
