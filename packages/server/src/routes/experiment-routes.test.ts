import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { compareProportions } from '../analytics/two-proportion.ts'
import { hashPassword } from '../auth/password.ts'
import { TEST_DATABASES } from '../store/test-databases.ts'
import type { TestDatabase } from '../store/test-databases.ts'
import type { ExperimentReportResponse } from './experiment-routes.ts'
import { createServiceTestHarness } from './test-service-harness.ts'
import type { ServiceTestHarness } from './test-service-harness.ts'

const PASSWORD = 'correct horse battery'
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
      await h.store.createUser({
        spaceId: h.spaceId,
        email: 'viewer@example.com',
        role: 'viewer',
        passwordHash: await hashPassword(PASSWORD),
      })
      const signIn = await h.get('/api/v1/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'viewer@example.com', password: PASSWORD }),
      })
      expect(signIn.status).toBe(200)
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
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
