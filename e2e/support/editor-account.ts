import type { Role } from '@tessera/core/permissions'
import type { FrameLocator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { KEYS } from './stack.ts'

/** The password the editor checks choose for their accounts. */
export const E2E_PASSWORD = 'e2e password 1234'

/**
 * Creates an editor account through the users API (private key); answers its sign-in link.
 * The default role, developer, may change everything in pages (code included) but the team.
 */
export async function createAccount(
  serviceUrl: string,
  email: string,
  role: Role = 'developer',
): Promise<string> {
  const response = await fetch(`${serviceUrl}/api/v1/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEYS.privateKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, role }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { signInUrl: string }).signInUrl
}

/** Opens a one-time link and chooses the password: the pages list shows. */
export async function setPasswordWithLink(
  page: Page,
  link: string,
  password = E2E_PASSWORD,
): Promise<void> {
  await page.goto(link)
  await page.getByLabel('New password').fill(password)
  await page.getByLabel('Repeat it').fill(password)
  await page.getByRole('button', { name: 'Save password' }).click()
  await page.getByRole('heading', { name: 'Pages' }).waitFor()
}

/** A new editor account, signed in through its one-time link, on the pages list. */
export async function signUp(serviceUrl: string, page: Page, email: string): Promise<void> {
  await setPasswordWithLink(page, await createAccount(serviceUrl, email))
}

/** The editor's canvas frame (or, by title, another frame of the site). */
export const canvasOf = (page: Page, title = 'Page canvas'): FrameLocator =>
  page.frameLocator(`iframe[title="${title}"]`)
