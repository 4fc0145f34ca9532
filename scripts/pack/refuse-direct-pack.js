// `prepack` of the workspace packages: their package.json points at the TypeScript sources
// (what the workspace runs), so a tarball packed from it would not work. `npm run pack` builds
// them and packs a manifest pointing at the build (scripts/pack/pack-packages.ts).
console.error('Pack the Tessera packages with `npm run pack` (at the repository root).')
process.exit(1)
