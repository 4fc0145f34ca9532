/**
 * The browser tests of the whole system on PostgreSQL (a fresh schema), when TEST_DATABASE_URL
 * is set: the same stack as `sqlite.e2e.test.ts` on the other database, with the checks whose
 * outcome depends on the store (e2e/README.md). Runs beside the SQLite file.
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
import { describeEditorSymbolExperiments } from './checks/editor-symbol-experiments.ts'
import { describeEditorPresence } from './checks/editor-presence.ts'
import { describeEditorProperties } from './checks/editor-properties.ts'
import { describeEditorRevisions } from './checks/editor-revisions.ts'
import { describeEditorTargeting } from './checks/editor-targeting.ts'
import { describeEditorSymbols } from './checks/editor-symbols.ts'
import { describeEditorTeam } from './checks/editor-team.ts'
import { describeForms } from './checks/forms.ts'
import { describePages } from './checks/pages.ts'
import { describeSplitTest } from './checks/split-test.ts'
import { describeTracking } from './checks/tracking.ts'
import { postgresDatabase } from './support/test-database.ts'
import { useStack } from './support/use-stack.ts'

const postgresUrl = process.env.TEST_DATABASE_URL ?? ''

describe.skipIf(postgresUrl === '')('the demo site on PostgreSQL', { timeout: 30_000 }, () => {
  const ref = useStack(() => postgresDatabase(postgresUrl))
  describePages(ref)
  describeForms(ref)
  describeSplitTest(ref)
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
