import { describe, expect, it } from 'vitest'
import { formatPagePayloadTable, pagePayloadLines } from './page-payload-table.ts'

const HOME = {
  path: '/',
  stripped: { bytes: 102_400, gzip: 20_480, flight: 30_720 },
  whole: { bytes: 153_600, gzip: 25_600, flight: 81_920 },
}

describe('pagePayloadLines', () => {
  it('sums up the home page: payload and gzipped document, stripped over whole', () => {
    expect(pagePayloadLines([HOME])).toEqual([
      [
        "RSC payload in the page's HTML, demo /, entry stripped / whole",
        '0.38x (30.0 KB / 80.0 KB)',
        '-',
        '-',
      ],
      ['Page document gzip, demo /, entry stripped / whole', '0.80x (20.0 KB / 25.0 KB)', '-', '-'],
    ])
    expect(pagePayloadLines([])).toEqual([])
  })
})

describe('formatPagePayloadTable', () => {
  it('prints each page’s document and RSC payload, stripped and whole, and the share kept', () => {
    const table = formatPagePayloadTable([HOME])
    const [header, rule, row] = table.split('\n')
    expect(header).toContain('RSC payload, stripped')
    expect(rule).toMatch(/^-+(-\|-+)+$/)
    expect(row?.split('|').map((cell) => cell.trim())).toEqual([
      '/',
      '100.0 KB',
      '150.0 KB',
      '30.0 KB',
      '80.0 KB',
      '38%',
      '20.0 KB',
      '25.0 KB',
    ])
  })
})
