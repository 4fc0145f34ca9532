import type { ServerConfig } from '../config.ts'
import { CONTACT_EMAIL } from './pages/contact-page.ts'

/**
 * The addresses email-mode forms may mail: `FORM_RECIPIENTS` when set; else, for the demo
 * (`--demo` / `TESSERA_DEMO`), the demo contact form's recipient (`team@example.com`, a domain
 * that never receives mail), so its "Write to the team" form works on the first run. Without
 * the demo and without `FORM_RECIPIENTS`, none: email mode is refused (no open relay).
 */
export function demoFormRecipients(
  config: Pick<ServerConfig, 'demo' | 'formRecipients'>,
): string[] {
  const configured = config.formRecipients ?? []
  if (configured.length > 0 || !config.demo) return [...configured]
  return [CONTACT_EMAIL]
}
