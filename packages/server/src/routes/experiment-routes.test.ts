import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { compareProportions } from '../analytics/two-proportion.ts'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import type { TestDatabase } from '../store/databases.test-support.ts'
import type { ExperimentReportResponse } from './experiment-routes.ts'
import { createServiceTestHarness } from './service-harness.test-support.ts'
import type { ServiceTestHarness } from './service-harness.test-support.ts'
import { signedInHeaders } from './signed-in.test-support.ts'

const PAGE = 'page-exp'
/** The public key, as the SDKs send it: it names the space. */
const OWNER = 'pub-key'

describe.each(TEST_DATABASES.map((db) => [db.name, db] as const))(
  'GET /api/v1/analytics/experiments/:contentId (%s)',
  (_name, db: TestDatabase) => {
    let h: ServiceTestHarness

    beforeEach(async () => {
      h = await createServiceTestHarness(db)
      await h.addEntry('page', {
        id: PAGE,
        name: 'Experiment page',
        variations: { b: { id: 'b', name: 'B', testRatio: 0.5, data: {} } },
      })
    })
    afterEach(() => h.close())

    const report = (query = '', headers: Record<string, string> = {}) =>
      h.get(`/api/v1/analytics/experiments/${PAGE}${query}`, { headers })
    const bearer = (key: string) => ({ authorization: `Bearer ${key}` })

    async function track(events: unknown[]): Promise<void> {
      for (let start = 0; start < events.length; start += 1000) {
        const response = await h.get('/api/v1/track', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ events: events.slice(start, start + 1000) }),
        })
        expect(response.status).toBe(200)
      }
    }

    /** `visitors` visitors of a group, each with two impressions; the first `converted` convert. */
    function visits(variationId: string | undefined, visitors: number, converted: number) {
      const events: unknown[] = []
      for (let i = 0; i < visitors; i += 1) {
        const data = {
          contentId: PAGE,
          variationId,
          visitorId: `${variationId}-${i}`,
          ownerId: OWNER,
        }
        events.push({ type: 'impression', data }, { type: 'impression', data })
        if (i % 2 === 0) events.push({ type: 'click', data })
        if (i < converted) events.push({ type: 'conversion', data: { ...data, amount: 5 } })
      }
      return events
    }

    it('answers 401 without a key, 403 with the public key, 200 with the private one', async () => {
      expect((await report()).status).toBe(401)
      expect((await report('', bearer(h.publicKey))).status).toBe(403)
      expect((await report(`?apiKey=${h.publicKey}`)).status).toBe(403)
      const ok = await report('', bearer(h.privateKey))
      expect(ok.status).toBe(200)
      expect(ok.headers.get('cache-control')).toBe('no-store')
    })

    it('answers 200 to an editor session of any role, a viewer included', async () => {
      const { cookie } = await signedInHeaders(h, 'viewer')
      const response = await report('', { cookie })
      expect(response.status).toBe(200)
      expect(((await response.json()) as ExperimentReportResponse).contentId).toBe(PAGE)
    })

    it('answers 400 to a bad range and 404 to unknown content', async () => {
      const auth = bearer(h.privateKey)
      expect((await report('?from=yesterday', auth)).status).toBe(400)
      expect((await report('?from=2000&to=1000', auth)).status).toBe(400)
      const unknown = await h.get('/api/v1/analytics/experiments/nope', { headers: auth })
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
      const tooLong = await h.get(`/api/v1/analytics/experiments/${'x'.repeat(300)}`, {
        headers: auth,
      })
      expect(tooLong.status).toBe(400)
    })

    it('reports the tracked events per variation, with the statistics', async () => {
      await track([...visits(undefined, 400, 40), ...visits('b', 400, 80)])
      // Another page's events and the default named by its id must not mix in wrongly.
      await track([
        { type: 'impression', data: { contentId: 'other', visitorId: 'x', ownerId: OWNER } },
        {
          type: 'impression',
          data: { contentId: PAGE, variationId: PAGE, visitorId: 'named', ownerId: OWNER },
        },
      ])
      const response = await report('', bearer(h.privateKey))
      expect(response.status).toBe(200)
      const body = (await response.json()) as ExperimentReportResponse
      expect(body.to - body.from).toBe(30 * 24 * 60 * 60 * 1000)
      const [base, b] = body.variations
      expect(base).toMatchObject({
        id: PAGE,
        isDefault: true,
        configuredShare: 0.5,
        impressions: 801,
        visitors: 401,
        clicks: 200,
        conversions: 40,
        convertedVisitors: 40,
        uplift: 0,
        ci95: null,
        chanceToBeatDefault: null,
      })
      expect(base?.conversionRate).toBeCloseTo(40 / 401, 12)
      expect(b).toMatchObject({
        id: 'b',
        name: 'B',
        isDefault: false,
        impressions: 800,
        visitors: 400,
        clicks: 200,
        conversions: 80,
        convertedVisitors: 80,
        conversionRate: 0.2,
        clickThroughRate: 0.25,
      })
      const expected = compareProportions(
        { trials: 401, successes: 40 },
        { trials: 400, successes: 80 },
      )
      expect(b?.uplift).toBeCloseTo(expected.uplift ?? NaN, 12)
      expect(b?.ci95?.[0]).toBeCloseTo(expected.ci95?.[0] ?? NaN, 12)
      expect(b?.ci95?.[1]).toBeCloseTo(expected.ci95?.[1] ?? NaN, 12)
      expect(b?.chanceToBeatDefault).toBeGreaterThan(0.999)
      expect(b?.verdict).toMatch(/^B is very likely better/)
      expect(body.srmPValue).toBeGreaterThan(0.9)
      expect(body.srmWarning).toBe(false)
      expect(body.verdict).toBe('B is very likely better')

      // A range before the events: every configured group, with nothing in it.
      const empty = (await (
        await report('?from=0&to=1000', bearer(h.privateKey))
      ).json()) as ExperimentReportResponse
      expect(empty.variations.map((v) => [v.id, v.visitors])).toEqual([
        [PAGE, 0],
        ['b', 0],
      ])
      expect(empty.srmPValue).toBeNull()
      expect(empty.verdict).toBe('Not enough data yet')
    })

    it('answers every UTC day of the range, variations in report order, from SQL', async () => {
      const event = (type: string, visitorId: string, at: string, variationId: string | null) => ({
        spaceId: h.spaceId,
        type,
        contentId: PAGE,
        variationId,
        amount: null,
        sessionId: null,
        visitorId,
        createdAt: Date.parse(at),
        data: {},
      })
      await h.store.insertEvents({
        events: [
          event('impression', 'v1', '2025-03-01T10:00:00Z', null),
          event('impression', 'v1', '2025-03-01T11:00:00Z', null),
          event('click', 'v1', '2025-03-01T11:00:01Z', null),
          event('impression', 'v2', '2025-03-01T23:59:59.999Z', 'b'),
          event('impression', 'v1', '2025-03-03T00:00:00Z', null),
          event('conversion', 'v1', '2025-03-03T00:00:01Z', null),
          // Outside the range.
          event('impression', 'v3', '2025-03-04T00:00:00Z', 'b'),
        ],
      })
      const response = await report('?from=2025-03-01&to=2025-03-04', bearer(h.privateKey))
      expect(response.status).toBe(200)
      const body = (await response.json()) as ExperimentReportResponse
      const zero = { impressions: 0, visitors: 0, clicks: 0, conversions: 0 }
      expect(body.daily).toEqual([
        {
          date: '2025-03-01',
          variations: [
            { id: PAGE, impressions: 2, visitors: 1, clicks: 1, conversions: 0 },
            { id: 'b', impressions: 1, visitors: 1, clicks: 0, conversions: 0 },
          ],
        },
        {
          date: '2025-03-02',
          variations: [
            { id: PAGE, ...zero },
            { id: 'b', ...zero },
          ],
        },
        {
          date: '2025-03-03',
          variations: [
            // v1 came back: its events count, but it entered the test on 2025-03-01.
            { id: PAGE, impressions: 1, visitors: 0, clicks: 0, conversions: 1 },
            { id: 'b', ...zero },
          ],
        },
      ])
      expect(body.variations.map((v) => [v.id, v.visitors, v.convertedVisitors])).toEqual([
        [PAGE, 1, 1],
        ['b', 1, 0],
      ])

      // A sub-day range counts the whole UTC days it touches, and says so in from / to.
      const widened = (await (
        await report('?from=2025-03-01T12:00:00Z&to=2025-03-01T13:00:00Z', bearer(h.privateKey))
      ).json()) as ExperimentReportResponse
      expect([widened.from, widened.to]).toEqual([
        Date.parse('2025-03-01'),
        Date.parse('2025-03-02'),
      ])
      expect(widened.daily.map((d) => d.date)).toEqual(['2025-03-01'])
      expect(widened.variations.map((v) => v.impressions)).toEqual([2, 1])
      // Cohorts: v1 entered on 03-01 and converted on 03-03, after that range's last day.
      expect(widened.variations.map((v) => [v.visitors, v.convertedVisitors])).toEqual([
        [1, 0],
        [1, 0],
      ])
      // A range starting after v1 entered counts its events but not v1 as a visitor.
      const later = (await (
        await report('?from=2025-03-03&to=2025-03-04', bearer(h.privateKey))
      ).json()) as ExperimentReportResponse
      expect(
        later.variations.map((v) => [
          v.id,
          v.impressions,
          v.conversions,
          v.visitors,
          v.convertedVisitors,
        ]),
      ).toEqual([
        [PAGE, 1, 1, 0, 0],
        ['b', 0, 0, 0, 0],
      ])
    })

    it('answers 400 to a range over ten years', async () => {
      const response = await report('?from=2000-01-01&to=2020-01-01', bearer(h.privateKey))
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'INVALID_PARAMETER' } })
    })

    it("counts events tracked over HTTP in today's day of the default range", async () => {
      await track(visits('b', 3, 1))
      const body = (await (
        await report('', bearer(h.privateKey))
      ).json()) as ExperimentReportResponse
      expect(body.daily).toHaveLength(30)
      const today = body.daily.at(-1)
      expect(today?.date).toBe(new Date(body.to - 1).toISOString().slice(0, 10))
      expect(today?.variations).toEqual([
        { id: PAGE, impressions: 0, visitors: 0, clicks: 0, conversions: 0 },
        { id: 'b', impressions: 6, visitors: 3, clicks: 2, conversions: 1 },
      ])
    })

    it('warns of a sample ratio mismatch', async () => {
      await track([...visits(undefined, 600, 60), ...visits('b', 400, 40)])
      const body = (await (
        await report('', bearer(h.privateKey))
      ).json()) as ExperimentReportResponse
      // 600 / 400 against 50 / 50: X^2 = 2 * 100^2 / 500 = 40, p ~ 2.5e-10.
      expect(body.srmPValue).toBeLessThan(1e-9)
      expect(body.srmWarning).toBe(true)
      expect(body.verdict).toMatch(/^Sample ratio mismatch/)
    })
  },
)
