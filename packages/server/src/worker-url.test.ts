import { expect, it } from 'vitest'
import { workerUrl } from './worker-url.ts'

it('starts the tsx-registering module from the sources and the built one from dist', () => {
  expect(workerUrl('file:///p/src/store/sqlite/report-reader.ts', 'report-worker').href).toBe(
    'file:///p/src/store/sqlite/report-worker.js',
  )
  expect(workerUrl('file:///p/dist/store/sqlite/report-reader.js', 'report-worker').href).toBe(
    'file:///p/dist/store/sqlite/report-worker-main.js',
  )
})
