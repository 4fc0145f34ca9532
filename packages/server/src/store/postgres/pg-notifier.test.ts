import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '../contract/contract-helpers.test-support.ts'
import type { MissedChanges, StoreChange } from '../types.ts'
import { CHANGE_CHANNEL, createPgNotifier } from './pg-notifier.ts'
import { startTcpProxy } from './tcp-proxy.test-support.ts'
import type { TcpProxy } from './tcp-proxy.test-support.ts'

const url = process.env.TEST_DATABASE_URL ?? ''

async function notify(scope: string, spaceId: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('select pg_notify($1, $2)', [
      CHANGE_CHANNEL,
      JSON.stringify({ scope, spaceId }),
    ])
  } finally {
    await client.end()
  }
}

async function terminateListener(applicationName: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const result = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [applicationName],
    )
    return result.rowCount ?? 0
  } finally {
    await client.end()
  }
}

describe.skipIf(!url)('createPgNotifier', () => {
  let proxy: TcpProxy

  beforeAll(async () => {
    const target = new URL(url)
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  })

  afterAll(async () => {
    await proxy.close()
  })

  it('reconnects after its backend is terminated and reports the changes it may have missed', async () => {
    const scope = `s_${randomUUID()}`
    const applicationName = `tessera-test-${randomUUID().slice(0, 8)}`
    const heard: Array<StoreChange | MissedChanges> = []
    const notifier = await createPgNotifier({
      clientConfig: { connectionString: url, application_name: applicationName },
      scope,
      onError: () => {},
    })
    try {
      notifier.subscribe((change) => heard.push(change))
      expect(await terminateListener(applicationName)).toBe(1)
      await waitFor(() => heard.some((change) => 'missed' in change), 5000)
      await notify(scope, 'after')
      await waitFor(() => heard.some((change) => 'spaceId' in change), 5000)
      expect(heard).toEqual([{ missed: true }, { spaceId: 'after' }])
    } finally {
      await notifier.close()
    }
  })

  it('finds a connection cut without a reset by its ping, and listens again', async () => {
    const scope = `s_${randomUUID()}`
    const heard: Array<StoreChange | MissedChanges> = []
    const errors: unknown[] = []
    const viaProxy = new URL(url)
    viaProxy.host = `127.0.0.1:${proxy.port}`
    const notifier = await createPgNotifier({
      clientConfig: { connectionString: viaProxy.toString() },
      scope,
      onError: (error) => errors.push(error),
      pingIntervalMs: 200,
    })
    try {
      notifier.subscribe((change) => heard.push(change))
      proxy.blackholeOpen()
      await waitFor(() => heard.some((change) => 'missed' in change), 5000)
      expect(String(errors[0])).toContain('did not answer a ping')
      await notify(scope, 'after')
      await waitFor(() => heard.some((change) => 'spaceId' in change), 5000)
      expect(heard).toEqual([{ missed: true }, { spaceId: 'after' }])
    } finally {
      await notifier.close()
    }
  })

  it('reports possibly missed changes on its safety-net interval', async () => {
    const heard: Array<StoreChange | MissedChanges> = []
    const notifier = await createPgNotifier({
      clientConfig: { connectionString: url },
      scope: `s_${randomUUID()}`,
      onError: () => {},
      resyncIntervalMs: 100,
    })
    try {
      notifier.subscribe((change) => heard.push(change))
      await waitFor(() => heard.length >= 2, 5000)
      expect(heard.slice(0, 2)).toEqual([{ missed: true }, { missed: true }])
    } finally {
      await notifier.close()
    }
  })

  it('delivers a broadcast to every notifier of its scope, the sender included, and no other', async () => {
    const scope = `s_${randomUUID()}`
    const open = (of: string) =>
      createPgNotifier({ clientConfig: { connectionString: url }, scope: of, onError: () => {} })
    const [a, b, elsewhere] = await Promise.all([open(scope), open(scope), open(`${scope}_x`)])
    const heard: Record<'a' | 'b' | 'elsewhere', unknown[]> = { a: [], b: [], elsewhere: [] }
    a.onBroadcast((message) => heard.a.push(message))
    b.onBroadcast((message) => heard.b.push(message))
    elsewhere.onBroadcast((message) => heard.elsewhere.push(message))
    let changes = 0
    b.subscribe(() => (changes += 1))
    try {
      // Notifications arrive in commit order: one of another scope, sent first, would be heard first.
      await elsewhere.broadcast({ topic: 'presence', n: 2 })
      await a.broadcast({ topic: 'presence', n: 1 })
      await waitFor(
        () => [heard.a, heard.b, heard.elsewhere].every((list) => list.length > 0),
        5000,
      )
      expect(heard.b).toEqual([{ topic: 'presence', n: 1 }])
      expect(heard.a).toEqual([{ topic: 'presence', n: 1 }])
      expect(heard.elsewhere).toEqual([{ topic: 'presence', n: 2 }])
      // Broadcasts are not content changes, and NOTIFY's 8000 bytes are a limit.
      expect(changes).toBe(0)
      await expect(a.broadcast({ text: 'x'.repeat(8000) })).rejects.toThrow(/too long/)
    } finally {
      await Promise.all([a.close(), b.close(), elsewhere.close()])
    }
  })
})
