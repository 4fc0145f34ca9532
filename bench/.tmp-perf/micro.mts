import { generatePage } from '../fixtures/generate-page.ts'
import { plainPage } from '../fixtures/plain-page.ts'
import { Content } from '@tessera/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
const n = Number(process.env.N ?? 100)
const { entry } = generatePage(n)
const renders = {
  plain: () => renderToString(plainPage(entry)),
  tessera: () =>
    renderToString(createElement(Content, { content: entry, model: 'page', apiKey: 'k' })),
}
const roundMs = Number(process.env.ROUND ?? 300)
for (const r of Object.values(renders)) {
  const t0 = performance.now()
  while (performance.now() - t0 < 1000) r()
}
const rates: Record<string, number[]> = { plain: [], tessera: [] }
for (let round = 0; round < Number(process.env.ROUNDS ?? 10); round++) {
  for (const [name, render] of Object.entries(renders)) {
    const c0 = process.cpuUsage()
    let count = 0
    let cpu = 0
    while (cpu < roundMs) {
      render()
      count++
      const c = process.cpuUsage(c0)
      cpu = (c.user + c.system) / 1000
    }
    rates[name].push((count / cpu) * 1000)
  }
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]
const ratios = rates.plain.map((p, i) => p / rates.tessera[i])
console.log(
  `N=${n} plain ${med(rates.plain).toFixed(0)} tessera ${med(rates.tessera).toFixed(0)} ratio(median of per-round) ${med(ratios).toFixed(2)} html ${renders.tessera().length}`,
)
