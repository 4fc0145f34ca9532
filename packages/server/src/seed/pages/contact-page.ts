import type { Block } from '@tessera/core'
import { columns, element, text } from '../demo-blocks.ts'
import { demoPage } from '../demo-entry.ts'
import { SAMPLE_IDS } from '../demo-ids.ts'
import {
  COLORS,
  PRIMARY_BUTTON,
  band,
  cardStyles,
  cardTitle,
  intro,
  paragraph,
} from '../demo-theme.ts'
import type { SeedEntry } from '../seed-entry.ts'

/**
 * Recipient of the email-mode form. The service mails (or, without SMTP, only stores) a
 * submission when FORM_RECIPIENTS allows the address (`@example.com` or the address) and
 * answers 403 `RECIPIENT_NOT_ALLOWED` otherwise; example.com never receives mail.
 */
export const CONTACT_EMAIL = 'team@example.com'

/** Where the custom-mode form posts JSON: a route of the website. */
export const CONTACT_ACTION = '/api/contact'

/** A labelled field: `label` around its `Form:Input` (`Form:TextArea` when `multiline`). */
function field(
  form: string,
  name: string,
  label: string,
  options: Record<string, unknown>,
  multiline = false,
): Block {
  const id = `${form}-${name}`
  return element(`${id}-label`, {
    component: { name: 'Form:Label', options: { text: label, for: id } },
    responsiveStyles: {
      large: {
        display: 'flex',
        flexDirection: 'column',
        gap: '6px',
        marginBottom: '16px',
        fontSize: '14px',
        fontWeight: '600',
        color: COLORS.ink,
      },
    },
    children: [
      element(`${id}-input`, {
        component: {
          name: multiline ? 'Form:TextArea' : 'Form:Input',
          options: multiline ? { name, ...options } : { type: 'text', name, ...options },
        },
        properties: { id },
        responsiveStyles: multiline ? { large: { minHeight: '120px', resize: 'vertical' } } : {},
      }),
    ],
  })
}

function submit(name: string, label: string): Block {
  return element(name, {
    component: { name: 'Form:SubmitButton', options: { text: label } },
    class: 'demo-button demo-button-primary',
    responsiveStyles: { ...PRIMARY_BUTTON, large: { ...PRIMARY_BUTTON.large, border: 'none' } },
  })
}

function message(name: string, html: string, color: string): Block[] {
  return [text(name, html, { large: { marginTop: '16px', fontSize: '15px', color } })]
}

/** A `Form:Form` card with a title, `fields` and a submit button. */
function form(name: string, options: Record<string, unknown>, fields: Block[], label: string) {
  return element(name, {
    component: {
      name: 'Form:Form',
      options: {
        sendWithJs: true,
        validate: true,
        method: 'POST',
        errorMessagePath: 'error.message',
        resetFormOnSubmit: true,
        successMessage: message(
          `${name}-success`,
          '<p>Thanks! We will get back to you soon.</p>',
          '#047857',
        ),
        ...options,
      },
    },
    responsiveStyles: cardStyles({ display: 'flex', flexDirection: 'column' }),
    children: [...fields, submit(`${name}-submit`, label)],
  })
}

const EMAIL_FORM = form(
  'contact-email-form',
  { sendSubmissionsTo: 'email', sendSubmissionsToEmail: CONTACT_EMAIL, name: 'Contact form' },
  [
    field('contact', 'name', 'Your name', { placeholder: 'Ada Lovelace', required: true }),
    field('contact', 'email', 'Email', {
      type: 'email',
      placeholder: 'ada@example.org',
      required: true,
    }),
    field(
      'contact',
      'message',
      'Message',
      { placeholder: 'How can we help?', required: true },
      true,
    ),
  ],
  'Send message',
)

const DEMO_FORM = form(
  'contact-demo-form',
  {
    sendSubmissionsTo: 'custom',
    action: CONTACT_ACTION,
    contentType: 'application/json',
    name: 'Demo request',
  },
  [
    field('demo', 'name', 'Your name', { placeholder: 'Grace Hopper', required: true }),
    field('demo', 'email', 'Work email', {
      type: 'email',
      placeholder: 'grace@example.org',
      required: true,
    }),
    field('demo', 'message', 'What would you like to see?', { placeholder: 'Optional' }),
  ],
  'Request a demo',
)

/** The contact page: an email-mode form and a custom-mode form posting JSON to the site. */
export const CONTACT_PAGE: SeedEntry = demoPage(SAMPLE_IDS.contact, 'Contact', {
  key: 'contact',
  path: '/contact',
  title: 'Contact · Tessera',
  description: 'Write to the Tessera team or request a demo.',
  blocks: [
    band('contact-band', `linear-gradient(180deg, ${COLORS.surface} 0%, ${COLORS.white} 70%)`, [
      intro(
        'contact-intro',
        'Contact',
        'Let’s talk',
        'Send us a message, or book a 30-minute demo with an engineer.',
        1,
      ),
      columns(
        'contact-columns',
        [
          [
            cardTitle('contact-email-title', 'Write to the team', { marginBottom: '6px' }),
            paragraph('contact-email-text', 'Sent through the content service’s form endpoint.', {
              fontSize: '15px',
              marginBottom: '18px',
            }),
            EMAIL_FORM,
          ],
          [
            cardTitle('contact-demo-title', 'Request a demo', { marginBottom: '6px' }),
            paragraph('contact-demo-text', 'Posted as JSON to this website’s own API.', {
              fontSize: '15px',
              marginBottom: '18px',
            }),
            DEMO_FORM,
            paragraph(
              'contact-demo-hint',
              'Tip: an email address containing “error” shows how a refused submission looks.',
              { fontSize: '14px', marginTop: '14px' },
            ),
          ],
        ],
        { space: 32 },
      ),
    ]),
  ],
})
