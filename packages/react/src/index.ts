/**
 * @tessera/react — renders Builder content JSON with React, on the server and in the browser.
 * Re-exports the public API of @tessera/sdk, so sites install one package.
 * @module
 */
export * from '@tessera/sdk'
