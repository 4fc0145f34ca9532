import type { EnsuredSpace } from './ensure-space.ts'

export interface StartupLinesArgs {
  url: string
  space: EnsuredSpace
}

/**
 * The lines announcing the keys an `ensureSpace` call created (none when it created none),
 * private key included, with a warning to keep it secret: they are shown once.
 */
export function createdKeyLines(space: EnsuredSpace): string[] {
  if (space.createdKeys.length === 0) return []
  const where = space.isNew ? `Created space "${space.space.id}" with` : 'Created'
  const lines = [`${where} these API keys:`]
  for (const key of space.createdKeys) lines.push(`  ${key.kind.padEnd(8)} ${key.key}`)
  if (space.createdKeys.some((key) => key.kind === 'private')) {
    lines.push('Keep the private key secret: it can change and publish content.')
  }
  return lines
}

/**
 * The human lines printed on start: where the service listens and the public key, then the
 * keys created by this start ({@link createdKeyLines}); later starts show only the public key.
 */
export function startupLines({ url, space }: StartupLinesArgs): string[] {
  return [
    `Tessera is listening on ${url} (space "${space.space.id}", public key ${space.publicKey.key})`,
    ...createdKeyLines(space),
  ]
}
