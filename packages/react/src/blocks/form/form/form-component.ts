import { createFormComponent } from './form.tsx'

/** The Form:Form component (navigation with `location.href`). */
export const Form = createFormComponent()
