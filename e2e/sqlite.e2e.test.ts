/**
 * The browser tests of the whole system on SQLite: the real content service
 * (`tessera serve --demo`) and the real built site (`next start`), driven through Chromium, one
 * stack shared by the checks (e2e/README.md). The builds happen once before, in
 * `support/global-setup.ts`; the PostgreSQL file runs beside this one.
 * @module
 */
import { describe } from 'vitest'
import { describeBadParameters } from './checks/bad-parameters.ts'
import { describeEditor } from './checks/editor.ts'
import { describeEditorAssets } from './checks/editor-assets.ts'
import { describeEditorForms } from './checks/editor-forms.ts'
import { describeEditorGen2 } from './checks/editor-gen2.ts'
import { describeEditorInlineText } from './checks/editor-inline-text.ts'
import { describeEditorManyPages } from './checks/editor-many-pages.ts'
import { describeEditorCanvasDnd } from './checks/editor-canvas-dnd.ts'
import { describeEditorExperiments } from './checks/editor-experiments.ts'
import { describeEditorOrigins } from './checks/editor-origins.ts'
import { describeEditorPresence } from './checks/editor-presence.ts'
import { describeEditorProperties } from './checks/editor-properties.ts'
import { describeEditorRevisions } from './checks/editor-revisions.ts'
import { describeEditorTargeting } from './checks/editor-targeting.ts'
import { describeEditorSymbols } from './checks/editor-symbols.ts'
import { describeEditorSymbolExperiments } from './checks/editor-symbol-experiments.ts'
import { describeEditorTeam } from './checks/editor-team.ts'
import { describeForms } from './checks/forms.ts'
import { describeLayout } from './checks/layout.ts'
import { describeLayoutShift } from './checks/layout-shift.ts'
import { describePageLandmarks } from './checks/page-landmarks.ts'
import { describePagePayload } from './checks/page-payload.ts'
import { describePages } from './checks/pages.ts'
import { describeRouter } from './checks/router.ts'
import { describeSecurityHeaders } from './checks/security-headers.ts'
import { describeSiteStyles } from './checks/site-styles.ts'
import { describeSplitTest } from './checks/split-test.ts'
import { describeTracking } from './checks/tracking.ts'
import { describeWidgets } from './checks/widgets.ts'
import { sqliteDatabase } from './support/test-database.ts'
import { useStack } from './support/use-stack.ts'

describe('the demo site on SQLite', { timeout: 30_000 }, () => {
  const ref = useStack(sqliteDatabase)
  describePages(ref)
  describeWidgets(ref)
  describeForms(ref)
  describeSplitTest(ref)
  describeRouter(ref)
  describeLayout(ref)
  describePageLandmarks(ref)
  describePagePayload(ref)
  describeSiteStyles(ref)
  describeLayoutShift(ref)
  describeSecurityHeaders(ref)
  describeEditorOrigins(ref)
  describeBadParameters(ref)
  describeEditor(ref)
  describeEditorProperties(ref)
  describeEditorGen2(ref)
  describeEditorRevisions(ref)
  describeEditorInlineText(ref)
  describeEditorCanvasDnd(ref)
  describeEditorTargeting(ref)
  describeEditorSymbols(ref)
  describeEditorTeam(ref)
  describeEditorAssets(ref)
  describeEditorForms(ref)
  describeEditorPresence(ref)
  describeEditorExperiments(ref)
  describeEditorSymbolExperiments(ref)
  describeEditorManyPages(ref)
  describeTracking(ref)
})
