import { describe, expect, it } from 'vitest'
import type { SubmissionRecord } from '../store/types.ts'
import { csvCell, submissionsCsv } from './submissions-csv.ts'

describe('csvCell', () => {
  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"')
    expect(csvCell(' padded')).toBe('" padded"')
  })

  it('guards text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+33 1 23')).toBe("'+33 1 23")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('spells out numbers, booleans, empty values and JSON', () => {
    expect(csvCell(-2)).toBe('-2')
    expect(csvCell(true)).toBe('true')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(['a', 'b'])).toBe('"[""a"",""b""]"')
  })
})

describe('submissionsCsv', () => {
  it('has a column per field in the order first seen, and the files', () => {
    const base = { spaceId: 's', to: null, formName: 'Contact' }
    const submissions: SubmissionRecord[] = [
      {
        ...base,
        id: '2',
        data: { name: 'Zoë', city: 'Paris, France' },
        files: [
          {
            field: 'cv',
            filename: 'cv.pdf',
            contentType: 'application/pdf',
            size: 1,
            assetId: 'f1',
          },
          { field: 'cv', filename: 'b.txt', contentType: 'text/plain', size: 1, assetId: 'f2' },
        ],
        createdAt: Date.UTC(2026, 0, 2),
      },
      {
        ...base,
        id: '1',
        data: { name: '=cmd', note: 'x' },
        files: [],
        createdAt: Date.UTC(2026, 0, 1),
      },
    ]
    expect(submissionsCsv(submissions, (id) => `https://svc/f/${id}`)).toBe(
      '\uFEFFSubmitted at,Form,name,city,note,Files\r\n' +
        '2026-01-02T00:00:00.000Z,Contact,Zoë,"Paris, France",,"cv.pdf <https://svc/f/f1>\nb.txt <https://svc/f/f2>"\r\n' +
        "2026-01-01T00:00:00.000Z,Contact,'=cmd,,x,\r\n",
    )
  })
})
