import { createContext, useContext } from 'react'

/** The states of a form's submission. */
export type FormSubmitState = 'unsubmitted' | 'sending' | 'success' | 'error'

/** Every {@link FormSubmitState}, in order. */
export const FORM_SUBMIT_STATES: readonly FormSubmitState[] = [
  'unsubmitted',
  'sending',
  'success',
  'error',
]

/** The displayed submission state of the enclosing Form:Form (`unsubmitted` outside one). */
export const FormStatusContext = createContext<FormSubmitState>('unsubmitted')

/** The displayed submission state of the enclosing Form:Form. */
export function useFormStatus(): FormSubmitState {
  return useContext(FormStatusContext)
}
