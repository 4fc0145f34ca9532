/**
 * The module a worker thread starts, next to `moduleUrl` (the URL of the module starting it).
 * From the TypeScript sources (the repository) it is `<name>.js`, which registers tsx's loader for
 * the thread and imports `<name>-main.ts`; from the built package it is the built
 * `<name>-main.js` itself (plain JavaScript, no loader: the package does not ship tsx).
 */
export function workerUrl(moduleUrl: string, name: string): URL {
  const file = moduleUrl.endsWith('.ts') ? `./${name}.js` : `./${name}-main.js`
  return new URL(file, moduleUrl)
}
