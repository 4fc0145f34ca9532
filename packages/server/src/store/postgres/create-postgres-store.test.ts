import { ValidationError } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { createPostgresStore } from './create-postgres-store.ts'

describe('createPostgresStore', () => {
  it('rejects when the database cannot be reached', async () => {
    // Port 1 on the loopback: nothing listens there, so the LISTEN connection is refused.
    await expect(
      createPostgresStore({ connectionString: 'postgres://postgres@127.0.0.1:1/none' }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('rejects an empty connection string', async () => {
    await expect(createPostgresStore({ connectionString: '' })).rejects.toThrow(
      new ValidationError('A PostgreSQL connection string is required'),
    )
  })
})
