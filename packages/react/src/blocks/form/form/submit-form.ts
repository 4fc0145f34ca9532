import { buildFormBody, toFormBodyKind } from './build-form-body.ts'
import { collectFormFields } from './collect-form-fields.ts'
import { formSubmitUrl, PLACEHOLDER_EMAIL } from './form-submit-url.ts'
import { getMessageAt, readFormResponse } from './read-form-response.ts'

/** Shown when a submission fails and the response names no message. */
export const DEFAULT_FORM_ERROR_MESSAGE =
  'Form submission error :( Please check your answers and try again'

/** The options of a Form:Form block that drive its submission. */
export interface FormSubmitSettings {
  /** `email` posts to the service's form-submit endpoint; anything else is custom mode. */
  sendSubmissionsTo?: string
  /** Recipient in email mode. */
  sendSubmissionsToEmail?: string
  /** Custom mode: submit with fetch (true) or let the browser submit. Default: true. */
  sendWithJs?: boolean
  /** Form name (the `name` of the email endpoint). */
  name?: string
  /** Custom mode: where to send. */
  action?: string
  /** `application/json` (default), `multipart/form-data`, `application/x-www-form-urlencoded`. */
  contentType?: string
  /** Default: `POST`. */
  method?: string
  /** Extra request headers. */
  customHeaders?: Record<string, unknown>
  /** Check native validity first (`required`…). Default: true. */
  validate?: boolean
  /** Dot path of the error message in a JSON error response. */
  errorMessagePath?: string
  /** Where to go after a successful submission. */
  successUrl?: string
  /** `false` keeps the answers after success. Default: reset. */
  resetFormOnSubmit?: boolean
}

/** What a submission reports back to its form and needs from it. */
export interface FormSubmitHooks {
  apiHost: string | undefined
  apiKey: string | undefined
  /** Logs a warning once per key (`builderContext.warnOnce`). */
  warn(key: string, message: string): void
  onSending(): void
  onSuccess(): void
  /** `data` is the response body (undefined after a network failure). */
  onError(message: string, data: unknown): void
  navigate(url: string): void
}

function emit(form: HTMLFormElement, type: string, detail: unknown): boolean {
  return form.dispatchEvent(new CustomEvent(type, { detail, cancelable: true, bubbles: true }))
}

function headersOf(contentType: string | undefined, custom: unknown): Record<string, string> {
  const headers: Record<string, string> = {}
  if (contentType !== undefined) headers['content-type'] = contentType
  if (typeof custom === 'object' && custom !== null && !Array.isArray(custom)) {
    for (const [key, value] of Object.entries(custom)) {
      if (typeof value === 'string' || typeof value === 'number') headers[key] = String(value)
    }
  }
  return headers
}

function isNavigable(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url, globalThis.location?.href).protocol)
  } catch {
    return false
  }
}

function targetUrl(settings: FormSubmitSettings, hooks: FormSubmitHooks): string | undefined {
  if (settings.sendSubmissionsTo !== 'email') return settings.action
  const to = settings.sendSubmissionsToEmail
  if (typeof to !== 'string' || to.trim() === '' || to.trim() === PLACEHOLDER_EMAIL) {
    hooks.warn(
      'form:email',
      `Form:Form refuses to send by email: sendSubmissionsToEmail is missing or the placeholder "${PLACEHOLDER_EMAIL}"`,
    )
    return undefined
  }
  if (typeof hooks.apiKey !== 'string' || hooks.apiKey === '') {
    hooks.warn('form:api-key', 'Form:Form refuses to send by email: <Content> has no apiKey')
    return undefined
  }
  const name = typeof settings.name === 'string' ? settings.name : ''
  return formSubmitUrl({ apiHost: hooks.apiHost, apiKey: hooks.apiKey, to: to.trim(), name })
}

function afterSuccess(
  form: HTMLFormElement,
  settings: FormSubmitSettings,
  hooks: FormSubmitHooks,
  detail: { res: Response; body: unknown },
): void {
  hooks.onSuccess()
  if (!emit(form, 'submit:success', detail)) return
  if (settings.resetFormOnSubmit !== false) form.reset()
  const url = settings.successUrl
  if (typeof url !== 'string' || url === '') return
  if (!emit(form, 'route', { url })) return
  if (isNavigable(url)) hooks.navigate(url)
  else hooks.warn(`form:success-url:${url}`, `Form:Form refuses successUrl "${url}"`)
}

async function send(
  form: HTMLFormElement,
  settings: FormSubmitSettings,
  hooks: FormSubmitHooks,
  request: { url: string; init: RequestInit },
): Promise<void> {
  let res: Response
  try {
    res = await fetch(request.url, request.init)
  } catch (error) {
    hooks.onError(DEFAULT_FORM_ERROR_MESSAGE, undefined)
    emit(form, 'submit:error', { error })
    return
  }
  const data = await readFormResponse(res)
  if (!res.ok) {
    const message = getMessageAt(data, settings.errorMessagePath) ?? DEFAULT_FORM_ERROR_MESSAGE
    hooks.onError(message, data)
    emit(form, 'submit:error', { res, body: data, error: message })
    return
  }
  afterSuccess(form, settings, hooks, { res, body: data })
}

/**
 * Handles the submit event of a Form:Form (see the block's documentation for the whole flow).
 * Cancels the browser's submission unless the form submits natively (custom mode with
 * `sendWithJs: false`). Returns the pending request, or undefined when nothing is sent.
 */
export function submitForm(
  event: { preventDefault(): void },
  form: HTMLFormElement,
  settings: FormSubmitSettings,
  hooks: FormSubmitHooks,
): Promise<void> | undefined {
  const isEmail = settings.sendSubmissionsTo === 'email'
  if (!isEmail && settings.sendWithJs === false) return undefined
  event.preventDefault()
  if (!isEmail && (typeof settings.action !== 'string' || settings.action === '')) return undefined
  if (settings.validate !== false && !form.checkValidity()) {
    form.reportValidity()
    return undefined
  }
  const url = targetUrl(settings, hooks)
  if (url === undefined) return undefined
  const requested = isEmail ? 'multipart' : toFormBodyKind(settings.contentType)
  const { body, contentType } = buildFormBody(collectFormFields(form), requested, (name) =>
    hooks.warn(
      `form:field:${name}`,
      `Form:Form skips field "${name}": "__proto__", "constructor" and "prototype" are not allowed in field names`,
    ),
  )
  if (!emit(form, 'presubmit', { body })) return undefined
  hooks.onSending()
  const method =
    typeof settings.method === 'string' && settings.method !== '' ? settings.method : 'POST'
  const headers = headersOf(contentType, settings.customHeaders)
  return send(form, settings, hooks, { url, init: { method, headers, body } })
}
