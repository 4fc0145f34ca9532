import { generatePage } from '/work/main/bench/fixtures/generate-page.ts'
import { Content } from '@tessera/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
const { entry } = generatePage(5)
console.log(renderToString(createElement(Content, { content: entry, model: 'page', apiKey: 'k' })))
