import { describe, expect, it } from 'vitest'
import { isBotUserAgent } from './is-bot-user-agent.ts'

describe('isBotUserAgent', () => {
  it('recognises crawlers and headless browsers', () => {
    expect(
      isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true)
    expect(
      isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0.0.0 Safari/537.36'),
    ).toBe(true)
    expect(isBotUserAgent('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true)
    expect(isBotUserAgent('Mozilla/5.0 (compatible; YandexBot/3.0)')).toBe(true)
    expect(isBotUserAgent('DuckDuckBot/1.1')).toBe(true)
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (X11; Linux x64) AppleWebKit/537.36 (KHTML, like Gecko) HappyDOM/20.14.6',
      ),
    ).toBe(true)
    expect(
      isBotUserAgent('Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/26.1.0'),
    ).toBe(true)
  })

  it('lets ordinary browsers through', () => {
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      ),
    ).toBe(false)
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
      ),
    ).toBe(false)
  })

  it('treats an empty user agent as a bot and an unknown one as not', () => {
    expect(isBotUserAgent('')).toBe(true)
    expect(isBotUserAgent('   ')).toBe(true)
    expect(isBotUserAgent(undefined)).toBe(false)
  })
})
