import { summarizeSeries } from './percentiles.ts'
import type { ReliabilityResult } from './reliability-result.ts'

const MIB = 1024 * 1024

/** A whole result of the section meeting every target, for the table and summary tests. */
export function fakeReliabilityResult(): ReliabilityResult {
  const cut = [120, 95, 300, 110]
  const noCut = [5, 7, 6, 12]
  return {
    regex: {
      requests: 142,
      statuses: { '200': 96, '400': 46 },
      health: { count: 600, p50: 2.5, p90: 9, p99: 45, max: 99.6 },
      healthFailures: 0,
      slowest: { pattern: 'a[ab]{20}[^ab]', field: 'abText', ms: 1994, status: 200 },
      durationMs: 7300,
    },
    fuzz: {
      seed: 16,
      reads: 3000,
      writes: 1000,
      statuses: { '200': 500, '400': 2000, '401': 1000, '429': 500 },
      failures: [],
      healthAfter: { status: 200, ms: 1.6 },
      serverErrors: [],
      durationMs: 6500,
    },
    kill: {
      sqlite: {
        store: 'sqlite',
        kills: 5,
        acknowledged: 371,
        entries: 39,
        lost: 0,
        lostExamples: [],
        refused: {},
        durationMs: 15_000,
      },
      postgres: { skipped: 'no PostgreSQL at postgres://postgres@127.0.0.1:5432/test (refused)' },
    },
    staleness: {
      cut: { samples: cut, summary: summarizeSeries(cut), unseen: 0 },
      noCut: { samples: noCut, summary: summarizeSeries(noCut), unseen: 0 },
      boundMs: 5000,
      durationMs: 5000,
    },
    flood: {
      sent: 20,
      fileBytes: 9.5 * MIB,
      statuses: { '200': 5, '429': 15 },
      accepted: 5,
      bytesAccepted: 5 * 9.5 * MIB,
      stored: 5,
      quotaBytes: 50 * MIB,
      durationMs: 1600,
    },
    load: { average: [2.58, 3.45, 4.29], cores: 2 },
    durationMs: 85_000,
  }
}
