// @vitest-environment happy-dom
import type { Entry } from '@tessera/core'
import { act } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendJson, startRecordingServer } from '../../../../test-utils/recording-server.ts'
import type { RecordingServer } from '../../../../test-utils/recording-server.ts'
import { hydrateForTest } from '../testing/render.test-support.tsx'
import { Content } from './content.tsx'

let server: RecordingServer
beforeAll(async () => {
  server = await startRecordingServer((request, res) =>
    sendJson(res, 200, { title: `from ${request.path}` }),
  )
})
afterAll(() => server.close())

const content = (): Entry => ({
  id: 'c1',
  data: {
    state: { slug: 'shoes' },
    httpRequests: {
      product: `${server.origin}/products/{{state.slug}}`,
      prefetched: `${server.origin}/prefetched`,
    },
    blocks: [
      {
        '@type': '@builder.io/sdk:Element',
        id: 't',
        component: {
          name: 'Text',
          options: {
            text: '{{state.product ? state.product.title : "loading"}}|{{state.prefetched.title}}',
          },
        },
      },
    ],
  },
})

describe('httpRequests in <Content>', () => {
  it('fetches after mount into state, skipping keys given in data', async () => {
    const element = (
      <Content apiKey="key" content={content()} data={{ prefetched: { title: 'server' } }} />
    )
    const result = await hydrateForTest(element)
    expect(result.html).toContain('loading|server')
    expect(result.consoleErrors).toEqual([])
    await act(async () => {
      for (let i = 0; i < 50 && !result.container.textContent?.includes('from'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    })
    expect(result.container.querySelector('.builder-text')?.textContent).toBe(
      'from /products/shoes|server',
    )
    // happy-dom sends a CORS preflight first.
    const gets = server.requests.filter((request) => request.method === 'GET')
    expect(gets.map((request) => request.path)).toEqual(['/products/shoes'])
    result.unmount()
  })
})
