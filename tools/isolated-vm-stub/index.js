'use strict'
// isolated-vm does not build on Node 20. The official Builder SDKs (devDependencies of our
// compatibility tests and benchmarks only) import it for server-side binding evaluation; any use
// fails clearly instead of at install time.
class Isolate {
  constructor() {
    throw new Error('isolated-vm is not available in this workspace (stub)')
  }
}
module.exports = { Isolate, default: { Isolate } }
