import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { openPage } from '../support/browser.ts'
import type { WatchedPage } from '../support/browser.ts'
import { E2E_PASSWORD, createAccount, setPasswordWithLink } from '../support/editor-account.ts'
import { eventually } from '../support/eventually.ts'
import { KEYS } from '../support/stack.ts'
import type { StackRef } from '../support/use-stack.ts'

type StoredBlock = { id: string; responsiveStyles?: { large?: Record<string, string> } }

/** A request with the session of the page's user (the service reads the cookie; CSRF token). */
function asUser(page: Page, path: string, method: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ([url, verb, json]) => {
      const session = (await (await fetch('/api/v1/auth/session')).json()) as { csrfToken: string }
      const response = await fetch(url, {
        method: verb,
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: JSON.stringify(json),
      })
      return response.status
    },
    [path, method, body] as const,
  )
}

/**
 * The team on the real stack: an admin invites a designer by link from the Team screen; the
 * designer signs in through it in a fresh browser, sees no code fields, changes a style, and
 * is refused adding users; the admin creates a key (it works) and revokes it (401 at once);
 * the admin removes a user (gone from the list, their session and sign-in refused); the audit
 * log shows who did it all. axe-core on the Team screen.
 */
export function describeEditorTeam(ref: StackRef): void {
  describe('the editor team', { timeout: 180_000 }, () => {
    const stamp = Date.now().toString(36)
    const designerEmail = `designer-${stamp}@example.com`
    let admin: WatchedPage
    let pageId: string
    let secret: string

    it('shows an admin the Team screen from the header, with no serious axe violations', async () => {
      const created = await fetch(`${ref.stack.serviceUrl}/api/v1/write/page`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEYS.privateKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `E2E team page ${stamp}`,
          query: [{ property: 'urlPath', operator: 'is', value: `/e2e-team-${stamp}` }],
          data: {
            url: `/e2e-team-${stamp}`,
            blocks: [
              {
                '@type': '@builder.io/sdk:Element',
                id: 'e2e-team-text',
                component: { name: 'Text', options: { text: 'Team words' } },
              },
            ],
          },
        }),
      })
      expect(created.status).toBe(201)
      pageId = ((await created.json()) as { id: string }).id
      admin = await openPage(ref.browser, { viewport: { width: 1400, height: 1000 } })
      const link = await createAccount(ref.stack.serviceUrl, `admin-${stamp}@example.com`, 'admin')
      await setPasswordWithLink(admin.page, link)
      await admin.page.getByRole('link', { name: 'Team' }).click()
      await admin.page.getByRole('heading', { name: 'Team', level: 1 }).waitFor()
      await admin.page.getByRole('heading', { name: 'Audit log' }).waitFor()
      expect(await seriousViolations(admin.page)).toEqual([])
    })

    it('invites a designer by link: no code fields, styles change, adding users refused', async () => {
      const { page } = admin
      await page.getByLabel('Email', { exact: true }).fill(designerEmail)
      await page.getByLabel('Role', { exact: true }).selectOption('designer')
      await page.getByRole('button', { name: 'Create invite link' }).click()
      const url = await page.getByLabel(/^One-time sign-in link for/).inputValue()
      expect(url).toContain('#sign-in=')

      const designer = await openPage(ref.browser, { viewport: { width: 1600, height: 1100 } })
      try {
        const other = designer.page
        await setPasswordWithLink(other, url)
        expect(await other.getByRole('link', { name: 'Team' }).count()).toBe(0)
        await other.getByRole('button', { name: `E2E team page ${stamp}`, exact: true }).click()
        await other.getByRole('heading', { name: 'Page settings' }).waitFor()
        await other.getByRole('treeitem', { name: /Team words/ }).click()
        await other.getByRole('heading', { name: /properties$/ }).waitFor()
        expect(await other.getByLabel('Show if').count()).toBe(0)
        expect(await other.getByLabel('Property to bind').count()).toBe(0)
        await other.getByLabel('color', { exact: true }).fill('rgb(0, 120, 0)')
        await other.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })
        await eventually(async () => {
          const response = await fetch(`${ref.stack.serviceUrl}/api/v1/write/page/${pageId}`, {
            headers: { authorization: `Bearer ${KEYS.privateKey}` },
          })
          const body = (await response.json()) as { data: { blocks: StoredBlock[] } }
          return body.data.blocks[0]?.responsiveStyles?.large?.color
        }).toBe('rgb(0, 120, 0)')
        const status = await asUser(other, '/api/v1/users', 'POST', {
          email: `sneaky-${stamp}@example.com`,
          role: 'admin',
        })
        expect(status).toBe(403)
        await other.goto(`${ref.stack.serviceUrl}/editor/team`)
        await other.getByText('Only admins manage the team.').waitFor()
        expect(designer.problems.filter((problem) => !problem.includes('403'))).toEqual([])
      } finally {
        await designer.close()
      }
    })

    it('creates a private key shown once, which works, then revokes it: 401 at once', async () => {
      const { page } = admin
      await page.getByLabel('Key name').fill(`E2E key ${stamp}`)
      await page.getByRole('button', { name: 'Create key' }).click()
      secret = await page.getByLabel(/copy it now/).inputValue()
      const read = () =>
        fetch(`${ref.stack.serviceUrl}/api/v1/write/page`, {
          headers: { authorization: `Bearer ${secret}` },
        }).then((response) => response.status)
      expect(await read()).toBe(200)
      await page.getByRole('button', { name: `Revoke E2E key ${stamp}` }).click()
      const [revoked] = await Promise.all([
        page.waitForResponse(
          (response) =>
            response.url().includes('/api/v1/keys/') && response.request().method() === 'DELETE',
        ),
        page.getByRole('button', { name: `Confirm: Revoke E2E key ${stamp}` }).click(),
      ])
      expect(revoked.status(), await revoked.text()).toBe(200)
      const row = page
        .getByRole('table', { name: 'API keys of the space' })
        .getByRole('row')
        .filter({ hasText: `E2E key ${stamp}` })
      await eventually(() => row.count()).toBe(0)
      expect(await read()).toBe(401)
    })

    it('changes the designer into an editor: texts only, no palette, styles read-only', async () => {
      const { page } = admin
      const [patched] = await Promise.all([
        page.waitForResponse(
          (response) =>
            response.url().includes('/api/v1/users/') && response.request().method() === 'PATCH',
        ),
        page.getByLabel(`Role of ${designerEmail}`).selectOption('editor'),
      ])
      expect(patched.status()).toBe(200)
      const editor = await openPage(ref.browser, { viewport: { width: 1600, height: 1100 } })
      try {
        const other = editor.page
        await other.goto(`${ref.stack.serviceUrl}/editor/`)
        await other.getByLabel('Email').fill(designerEmail)
        await other.getByLabel('Password').fill(E2E_PASSWORD)
        await other.getByRole('button', { name: 'Sign in' }).click()
        await other.getByRole('heading', { name: 'Pages' }).waitFor()
        expect(await other.getByRole('button', { name: 'Create page' }).count()).toBe(0)
        await other.getByRole('button', { name: `E2E team page ${stamp}`, exact: true }).click()
        await other.getByRole('heading', { name: 'Page settings' }).waitFor()
        await other.getByRole('treeitem', { name: /Team words/ }).click()
        await other.getByRole('heading', { name: /properties$/ }).waitFor()
        expect(await other.getByRole('heading', { name: 'Insert' }).count()).toBe(0)
        expect(await other.getByLabel('Show if').count()).toBe(0)
        expect(await other.getByLabel('color', { exact: true }).isEditable()).toBe(false)
        const [changeText, addBlock] = await other.evaluate(async (id) => {
          const session = (await (await fetch('/api/v1/auth/session')).json()) as {
            csrfToken: string
          }
          const path = `/api/v1/write/page/${id}`
          const entry = (await (await fetch(path)).json()) as {
            data: { blocks: Array<{ component: { options: { text: string } } }> }
          }
          const patch = (blocks: unknown) =>
            fetch(path, {
              method: 'PATCH',
              headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
              body: JSON.stringify({ data: { blocks } }),
            })
          const blocks = entry.data.blocks
          const first = blocks[0]
          if (first) first.component.options.text = 'Edited words'
          const changed = await patch(blocks)
          const added = await patch([
            ...blocks,
            { '@type': '@builder.io/sdk:Element', id: 'e2e-team-new', component: { name: 'Text' } },
          ])
          return [changed.status, `${added.status} ${await added.text()}`]
        }, pageId)
        expect(changeText).toBe(200)
        expect(addBlock).toMatch(/^403 .*cannot add, remove or move blocks and entries/)
      } finally {
        await editor.close()
      }
    })

    it('removes a user: gone from the list, their session ended, their sign-in refused', async () => {
      const { page } = admin
      const leaverEmail = `leaver-${stamp}@example.com`
      const leaver = await openPage(ref.browser)
      try {
        const link = await createAccount(ref.stack.serviceUrl, leaverEmail, 'editor')
        await setPasswordWithLink(leaver.page, link)
        const sessionStatus = () =>
          leaver.page.evaluate(async () => (await fetch('/api/v1/auth/session')).status)
        expect(await sessionStatus()).toBe(200)

        await page.reload()
        const users = page.getByRole('table', { name: 'Users of the space' })
        const row = users.getByRole('row').filter({ hasText: leaverEmail })
        await row.waitFor()
        await page.getByRole('button', { name: `Remove ${leaverEmail}`, exact: true }).click()
        const [removed] = await Promise.all([
          page.waitForResponse(
            (response) =>
              response.url().includes('/api/v1/users/') && response.request().method() === 'DELETE',
          ),
          page.getByRole('button', { name: `Confirm: Remove ${leaverEmail}` }).click(),
        ])
        expect(removed.status(), await removed.text()).toBe(200)
        await row.waitFor({ state: 'detached' })

        expect(await sessionStatus()).toBe(401)
        await leaver.page.reload()
        await leaver.page.getByRole('heading', { name: 'Sign in to Tessera' }).waitFor()
        await leaver.page.getByLabel('Email').fill(leaverEmail)
        await leaver.page.getByLabel('Password').fill(E2E_PASSWORD)
        await leaver.page.getByRole('button', { name: 'Sign in' }).click()
        await leaver.page.getByRole('alert').getByText('Wrong email or password').waitFor()
        expect(await sessionStatus()).toBe(401)
      } finally {
        await leaver.close()
      }
    })

    it('shows the actions in the audit log', async () => {
      const { page } = admin
      await page.reload()
      const log = page.getByRole('table', { name: 'Who changed, published or deleted what' })
      await log.getByText(`invited ${designerEmail}`).waitFor()
      await log.getByText(`changed page/${pageId}`).first().waitFor()
      await log.getByText(`created the key E2E key ${stamp}`).waitFor()
      await log.getByText(`revoked the key E2E key ${stamp}`).waitFor()
      await log.getByText(`changed the account of ${designerEmail}`).waitFor()
      await log.getByText(`removed leaver-${stamp}@example.com`).waitFor()
      const designerRow = log
        .getByRole('row')
        .filter({ hasText: `changed page/${pageId}` })
        .first()
      expect(await designerRow.textContent()).toContain(designerEmail)
      expect(await seriousViolations(page)).toEqual([])
      await admin.close()
    })
  })
}
