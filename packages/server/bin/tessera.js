#!/usr/bin/env node
// The `tessera` command. The package ships TypeScript sources, so the CLI runs through tsx's
// loader (registered here, for this process only).
import { register } from 'tsx/esm/api'

register()
await import('../src/cli/main.ts')
