import type { Block } from '@tessera/core'
import { useRef, useState } from 'react'
import type { CSSProperties, FormEvent, ReactNode } from 'react'
import { BlockList as Blocks } from '../../../blocks-renderer/block-list.tsx'
import type { BlockProps } from '../../../types.ts'
import { FORM_SUBMIT_STATES, FormStatusContext } from './form-status-context.ts'
import type { FormSubmitState } from './form-status-context.ts'
import { DEFAULT_FORM_ERROR_MESSAGE, submitForm } from './submit-form.ts'
import type { FormSubmitSettings } from './submit-form.ts'

/** Shown while sending when `sendingMessage` is not set. */
export const DEFAULT_SENDING_MESSAGE = 'Sending...'
/** Shown after success when `successMessage` is not set. */
export const DEFAULT_SUCCESS_MESSAGE = 'Thanks!'

/** Options of the Form:Form block. */
export interface FormOptions extends FormSubmitSettings {
  /** Editing only: the state to show (`unsubmitted`, `sending`, `success`, `error`). */
  previewState?: FormSubmitState
  /** Blocks shown while sending. Default: the text `Sending...`. */
  sendingMessage?: Block[]
  /** Blocks shown after success. Default: the text `Thanks!`. */
  successMessage?: Block[]
  /** Blocks shown after a failure. Default: the error message as text. */
  errorMessage?: Block[]
}

/** Options of {@link createFormComponent}. */
export interface FormComponentOptions {
  /** Goes to `successUrl` after success. Default: `location.href = url`. */
  navigate?: (url: string) => void
}

// Wrapped: a long line must not widen the page on a phone.
const ERROR_TEXT_STYLE: CSSProperties = {
  padding: 10,
  color: 'red',
  textAlign: 'center',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
}

function defaultNavigate(url: string): void {
  window.location.href = url
}

/**
 * The response shown under the error message: a text body (not JSON) when the response named
 * no message, else nothing. Builder prints the response as JSON there; visitors then read raw
 * JSON (which also overflows a phone's screen), so Tessera shows only the message, the body
 * staying in the `submit:error` event's detail.
 */
function errorText(data: unknown, message: string): string | undefined {
  if (typeof data !== 'string' || data.trim() === '') return undefined
  return message === DEFAULT_FORM_ERROR_MESSAGE ? data : undefined
}

/**
 * Creates the Form:Form component, with `navigate` used for `successUrl` (tests and routers
 * inject theirs; a site can also cancel the form's `route` event and route itself).
 */
export function createFormComponent(options: FormComponentOptions = {}) {
  const navigate = options.navigate ?? defaultNavigate

  /**
   * `form` (noWrap) with its children, a `role="status"` area for the sending and success
   * messages and a `role="alert"` area for the error message (and a text response that named
   * none, `pre.builder-form-error-text`; never raw JSON). Submits with fetch to `action` or, in email mode, to the
   * service's form-submit endpoint; see the package documentation for the whole flow.
   */
  function Form(props: BlockProps<FormOptions>) {
    const { attributes, builderBlock, builderContext, children, previewState } = props
    const [state, setState] = useState<FormSubmitState>('unsubmitted')
    const [message, setMessage] = useState(DEFAULT_FORM_ERROR_MESSAGE)
    const [responseData, setResponseData] = useState<unknown>(undefined)
    const busy = useRef(false)
    const shown =
      builderContext.isEditing && FORM_SUBMIT_STATES.includes(previewState as FormSubmitState)
        ? (previewState as FormSubmitState)
        : state
    const { onSubmit: actionOnSubmit, ...rest } = attributes ?? { className: '' }

    const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
      if (typeof actionOnSubmit === 'function') actionOnSubmit(event)
      if (busy.current) {
        event.preventDefault()
        return
      }
      const pending = submitForm(event, event.currentTarget, props, {
        apiHost: builderContext.apiHost,
        apiKey: builderContext.apiKey,
        warn: (key, text) => builderContext.warnOnce(key, text),
        navigate,
        onSending: () => {
          busy.current = true
          setState('sending')
          setResponseData(undefined)
          if (builderContext.rootState.formErrorMessage) {
            builderContext.setState({ formErrorMessage: '' })
          }
        },
        onSuccess: () => setState('success'),
        onError: (text, data) => {
          setState('error')
          setMessage(text)
          setResponseData(data)
          builderContext.setState({ formErrorMessage: text })
        },
      })
      void pending?.finally(() => {
        busy.current = false
      })
    }

    const messageOf = (blocks: unknown, path: string, text: string): ReactNode =>
      Array.isArray(blocks) ? (
        <Blocks blocks={blocks as Block[]} path={path} parent={builderBlock.id} />
      ) : (
        <div className="builder-form-message">{text}</div>
      )
    const isNative = props.sendSubmissionsTo !== 'email' && props.sendWithJs === false
    const isMultipart =
      typeof props.contentType === 'string' && props.contentType.includes('multipart')
    return (
      <form
        {...rest}
        name={typeof props.name === 'string' ? props.name : undefined}
        action={isNative && typeof props.action === 'string' ? props.action : undefined}
        method={typeof props.method === 'string' && props.method !== '' ? props.method : 'POST'}
        encType={isNative && isMultipart ? 'multipart/form-data' : undefined}
        noValidate={props.validate === false ? true : undefined}
        aria-busy={shown === 'sending' ? true : undefined}
        onSubmit={handleSubmit}
      >
        <FormStatusContext.Provider value={shown}>{children}</FormStatusContext.Provider>
        <div className="builder-form-status" role="status" aria-live="polite">
          {shown === 'sending' &&
            messageOf(props.sendingMessage, 'sendingMessage', DEFAULT_SENDING_MESSAGE)}
          {shown === 'success' &&
            messageOf(props.successMessage, 'successMessage', DEFAULT_SUCCESS_MESSAGE)}
        </div>
        <div className="builder-form-alert" role="alert">
          {shown === 'error' && messageOf(props.errorMessage, 'errorMessage', message)}
          {shown === 'error' && errorText(responseData, message) !== undefined && (
            <pre className="builder-form-error-text" style={ERROR_TEXT_STYLE}>
              {errorText(responseData, message)}
            </pre>
          )}
        </div>
      </form>
    )
  }
  return Form
}
