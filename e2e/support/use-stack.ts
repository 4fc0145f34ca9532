import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchChromium } from './browser.ts'
import { startStack } from './stack.ts'
import type { Stack } from './stack.ts'
import type { TestDatabase } from './test-database.ts'

/** What the checks of one describe block share: the running stack and a browser. */
export interface StackRef {
  readonly stack: Stack
  readonly browser: Browser
  readonly database: TestDatabase
}

/**
 * Registers, in the calling describe block, a beforeAll that opens a database, starts the stack
 * on it and launches Chromium, and an afterAll that undoes all three. The returned object's
 * getters throw before the beforeAll has run.
 */
export function useStack(openDatabase: () => Promise<TestDatabase>): StackRef {
  let database: TestDatabase | undefined
  let stack: Stack | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    database = await openDatabase()
    stack = await startStack(database.url)
    browser = await launchChromium()
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await stack?.stop()
    await database?.dispose()
  }, 60_000)
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the ${name} has not started`)
    return value
  }
  return {
    get stack() {
      return started(stack, 'stack')
    },
    get browser() {
      return started(browser, 'browser')
    },
    get database() {
      return started(database, 'database')
    },
  }
}
