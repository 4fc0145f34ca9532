import type { Block, ResponsiveStyles } from '@tessera/core'
import { box, button, section, text } from './demo-blocks.ts'

/**
 * The demo's visual style: colours, type scale, spacing and the themed blocks built on them
 * (bands, headings, paragraphs, buttons, cards). Styles are desktop first: `large` always,
 * `medium` (≤ 991 px) and `small` (≤ 640 px) where they change.
 * @module
 */

/** The palette. */
export const COLORS = {
  ink: '#1b1f3b',
  muted: '#5b6079',
  primary: '#4f46e5',
  primaryDark: '#3730a3',
  accent: '#db2777',
  surface: '#f6f5ff',
  border: '#e6e4f5',
  white: '#ffffff',
  night: '#14162e',
} as const

const FONT =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

/**
 * `data.cssCode` of every demo entry (`&` is the entry's wrapper): the font, heading sizes per
 * breakpoint, and form fields. Colours of text come from the blocks (paragraphs inherit them).
 */
export const THEME_CSS = [
  `& { font-family: ${FONT}; color: ${COLORS.ink}; -webkit-font-smoothing: antialiased; }`,
  '& h1, & h2, & h3 { margin: 0; color: inherit; letter-spacing: -0.02em; }',
  '& h1 { font-size: 52px; line-height: 1.08; font-weight: 800; }',
  '& h2 { font-size: 36px; line-height: 1.15; font-weight: 750; }',
  '& h3 { font-size: 20px; line-height: 1.3; font-weight: 700; }',
  '& .demo-card-title h2 { font-size: 20px; line-height: 1.3; font-weight: 700; }',
  '& .builder-text p + p { margin-top: 12px; }',
  '& .builder-text ul { margin: 0; padding-left: 20px; }',
  '& .builder-text li + li { margin-top: 6px; }',
  `& .builder-text a { color: ${COLORS.primary}; }`,
  `& input, & textarea { font: inherit; color: ${COLORS.ink}; box-sizing: border-box; width: 100%; padding: 12px 14px; border: 1px solid ${COLORS.border}; border-radius: 10px; background: ${COLORS.white}; font-weight: 400; }`,
  `& input:focus, & textarea:focus { outline: 2px solid ${COLORS.primary}; outline-offset: 1px; }`,
  // Buttons (form submits, the carousel's) in the site's font, not the browser's.
  '& button { font-family: inherit; }',
  `& .builder-carousel-arrow { width: 36px; height: 36px; padding: 0; font-size: 20px; line-height: 1; border: 1px solid ${COLORS.border}; border-radius: 999px; background: ${COLORS.white}; color: ${COLORS.primaryDark}; box-shadow: 0 6px 16px rgba(27, 31, 59, 0.12); }`,
  `& .builder-carousel-controls { color: ${COLORS.primary}; }`,
  `& .builder-carousel-pause { min-width: 32px; height: 32px; padding: 0 10px; font-size: 12px; border: 1px solid ${COLORS.border}; border-radius: 999px; background: ${COLORS.white}; color: ${COLORS.primaryDark}; }`,
  `& .demo-button { transition: background-color 0.15s, transform 0.15s; }`,
  `& .demo-button:hover { transform: translateY(-1px); }`,
  `& .demo-button-primary:hover { background-color: ${COLORS.primaryDark}; }`,
  `& .demo-nav-link:hover { background-color: ${COLORS.surface}; }`,
  `& .demo-price strong { font-size: 40px; font-weight: 800; color: ${COLORS.ink}; margin-right: 6px; letter-spacing: -0.02em; }`,
  `& .builder-text code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.9em; background: ${COLORS.surface}; color: ${COLORS.primaryDark}; padding: 2px 6px; border-radius: 6px; }`,
  '& .demo-guide-nav ul { list-style: none; padding: 0; }',
  `& .demo-guide-nav a { display: block; padding: 8px 12px; border-radius: 8px; color: ${COLORS.muted}; text-decoration: none; }`,
  `& .demo-guide-nav a[aria-current] { background: ${COLORS.surface}; color: ${COLORS.primary}; font-weight: 700; }`,
  '& .demo-on-dark a { color: #e0e1ff; text-decoration: none; }',
  '& .demo-on-dark a:hover { text-decoration: underline; }',
  '@media (max-width: 991px) { & h1 { font-size: 42px; } & h2 { font-size: 30px; } }',
  '@media (max-width: 991px) { & .demo-columns-tablet > .builder-columns > .builder-column + .builder-column { margin-top: 28px; } }',
  '@media (max-width: 640px) { & .demo-columns-mobile > .builder-columns > .builder-column + .builder-column { margin-top: 24px; } }',
  '@media (max-width: 640px) { & h1 { font-size: 34px; } & h2 { font-size: 26px; } }',
].join('\n')

/** Vertical padding of a band, per breakpoint. */
const BAND_PADDING: ResponsiveStyles = {
  large: { paddingTop: '88px', paddingBottom: '88px', paddingLeft: '32px', paddingRight: '32px' },
  medium: { paddingTop: '64px', paddingBottom: '64px', paddingLeft: '24px', paddingRight: '24px' },
  small: { paddingTop: '48px', paddingBottom: '48px', paddingLeft: '20px', paddingRight: '20px' },
}

/** A full-width band of `background` holding a centred section of `children`. */
export function band(name: string, background: string, children: Block[]): Block {
  return box(
    name,
    {
      ...BAND_PADDING,
      large: { ...BAND_PADDING.large, background, width: '100%', boxSizing: 'border-box' },
    },
    [section(`${name}-section`, children)],
  )
}

/** A heading (`h1`…`h3`) in a Text block. */
export function heading(
  name: string,
  level: 1 | 2 | 3,
  html: string,
  large: Record<string, string> = {},
): Block {
  return text(name, `<h${level}>${html}</h${level}>`, { large: { color: COLORS.ink, ...large } })
}

/**
 * A card's title: an `h2` (the level after the page's `h1`, for the heading order) in the size
 * of an `h3` (`.demo-card-title` in the theme).
 */
export function cardTitle(name: string, html: string, large: Record<string, string> = {}): Block {
  return { ...heading(name, 2, html, large), class: 'demo-card-title' }
}

/** A paragraph (or several) in the body text style. */
export function paragraph(name: string, html: string, large: Record<string, string> = {}): Block {
  const body = html.startsWith('<') ? html : `<p>${html}</p>`
  return text(name, body, {
    large: { fontSize: '17px', lineHeight: '1.65', color: COLORS.muted, ...large },
    small: { fontSize: '16px' },
  })
}

/** A small uppercase label above a heading. */
export function eyebrow(name: string, label: string, color: string = COLORS.primary): Block {
  return text(name, `<p>${label}</p>`, {
    large: {
      fontSize: '13px',
      fontWeight: '700',
      letterSpacing: '0.12em',
      textTransform: 'uppercase',
      color,
      marginBottom: '12px',
    },
  })
}

const BUTTON_BASE = {
  display: 'inline-block',
  alignSelf: 'flex-start',
  paddingTop: '14px',
  paddingBottom: '14px',
  paddingLeft: '26px',
  paddingRight: '26px',
  borderRadius: '999px',
  fontSize: '16px',
  fontWeight: '600',
  lineHeight: '1.2',
  textDecoration: 'none',
  textAlign: 'center',
  cursor: 'pointer',
}

/** Styles of a filled button. */
export const PRIMARY_BUTTON: ResponsiveStyles = {
  large: {
    ...BUTTON_BASE,
    backgroundColor: COLORS.primary,
    color: COLORS.white,
    boxShadow: '0 8px 20px rgba(79, 70, 229, 0.28)',
  },
  small: { alignSelf: 'stretch' },
}

/** Styles of an outlined button. */
export const SECONDARY_BUTTON: ResponsiveStyles = {
  large: {
    ...BUTTON_BASE,
    backgroundColor: COLORS.white,
    color: COLORS.primaryDark,
    border: `1px solid ${COLORS.border}`,
  },
  small: { alignSelf: 'stretch' },
}

/** A filled button (`properties` become attributes of its link). */
export function primaryButton(
  name: string,
  label: string,
  link: string,
  properties?: Record<string, string>,
): Block {
  return button(name, label, link, PRIMARY_BUTTON, {
    class: 'demo-button demo-button-primary',
    ...(properties ? { properties } : {}),
  })
}

/** An outlined button. */
export function secondaryButton(name: string, label: string, link: string): Block {
  return button(name, label, link, SECONDARY_BUTTON, { class: 'demo-button' })
}

/** A row of buttons that wraps (stacks on phones), at the start or centred. */
export function buttonRow(name: string, buttons: Block[], centred = false): Block {
  return box(
    name,
    {
      large: {
        display: 'flex',
        flexDirection: 'row',
        flexWrap: 'wrap',
        gap: '12px',
        justifyContent: centred ? 'center' : 'flex-start',
      },
      small: { flexDirection: 'column' },
    },
    buttons,
  )
}

/** Styles of a white card with a border and a soft shadow. */
export function cardStyles(large: Record<string, string> = {}): ResponsiveStyles {
  return {
    large: {
      backgroundColor: COLORS.white,
      border: `1px solid ${COLORS.border}`,
      borderRadius: '18px',
      padding: '28px',
      boxShadow: '0 10px 30px rgba(27, 31, 59, 0.06)',
      height: '100%',
      boxSizing: 'border-box',
      ...large,
    },
    small: { padding: '22px' },
  }
}

/**
 * A centred intro: eyebrow, heading (an `h2`, or the page's `h1` when it opens the page) and
 * paragraph, at most 720 px wide.
 */
export function intro(
  name: string,
  label: string,
  title: string,
  body: string,
  level: 1 | 2 = 2,
): Block {
  return box(
    name,
    {
      large: {
        maxWidth: '720px',
        marginLeft: 'auto',
        marginRight: 'auto',
        marginBottom: '48px',
        textAlign: 'center',
      },
      small: { marginBottom: '32px' },
    },
    [
      eyebrow(`${name}-eyebrow`, label),
      heading(`${name}-title`, level, title, { marginBottom: '14px' }),
      paragraph(`${name}-body`, body),
    ],
  )
}
