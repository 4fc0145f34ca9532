import { Content } from '@tessera/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { generatePage } from './fixtures/generate-page.ts'
const { entry } = generatePage(100)
const render = () => renderToString(createElement(Content, { content: entry, model: 'page', apiKey: 'k' }))
for (let i = 0; i < 500; i++) render()
const t = performance.now()
for (let i = 0; i < 3000; i++) render()
console.log('µs/render', ((performance.now() - t) / 3000 * 1000).toFixed(1))
