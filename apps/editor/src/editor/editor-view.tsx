import { useMemo, useRef, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { pageStatus, pageUrlPath, previewLink } from '../api/pages-api.ts'
import type { EditorConfig, EditorUser } from '../api/session.ts'
import { CanvasFrame } from '../canvas/canvas-frame.tsx'
import { createAnnouncer } from '../layers/announcer.ts'
import { usePaletteTemplates } from '../palette/use-palette-templates.ts'
import { PresenceList } from '../presence/presence-list.tsx'
import { canEditBlock, PresenceContext, usePresence } from '../presence/use-presence.ts'
import type { SizeKey } from '../properties/styles-panel.tsx'
import { HistoryControls } from '../revisions/history-controls.tsx'
import { PUBLISHED_NOTICE, publishSaved } from '../schedule/publish.ts'
import { ConflictDialog } from '../save/conflict-dialog.tsx'
import { SaveNotice } from '../save/save-notice.tsx'
import type { PreviewAttributes } from '../targeting/preview-as.tsx'
import { PublishSymbolDialog } from '../symbols/publish-symbol-dialog.tsx'
import { symbolGuard, symbolPreviewPath } from '../symbols/symbol-guard.ts'
import { SYMBOL_MODEL, SYMBOL_PUBLISHED_NOTICE } from '../symbols/symbol-refs.ts'
import { useSymbolLibrary } from '../symbols/use-symbol-library.ts'
import { useSymbolPasteGuard } from '../symbols/use-symbol-paste-guard.ts'
import { roleView } from '../team/role-view.ts'
import { BlockSettings } from './block-settings.tsx'
import { InsertAndLayers } from './insert-and-layers.tsx'
import { Selection, useSelectedIds } from './selection.ts'
import { templateInsertion } from './template-insertion.ts'
import { TopBar } from './top-bar.tsx'
import { usePageDocument } from './use-page-document.ts'
import { useEditorKeys } from './use-editor-keys.ts'

interface EditorViewProps {
  api: ApiClient
  user: EditorUser
  config: EditorConfig
  pageId: string
  /** The model of the entry: `page` (default) or `symbol` (a symbol edited on its own). */
  model?: string
  onClose: () => void
  onSignOut: () => void
}

/** The size a canvas width shows: desktop above the tablet breakpoint, and so on. */
function sizeForWidth(width: number): SizeKey {
  return width > 991 ? 'large' : width > 640 ? 'medium' : 'small'
}

/** The page editor: the live site in a frame, the layers and the insert menu, the panels. */
export function EditorView({
  api,
  user,
  config,
  pageId,
  model = 'page',
  onClose,
}: EditorViewProps) {
  const { loaded, setLoaded, error } = usePageDocument(api, pageId, model)
  const [width, setWidth] = useState(1200)
  const [size, setSize] = useState<SizeKey>('large')
  const [notice, setNotice] = useState<string>()
  const [previewAs, setPreviewAs] = useState<PreviewAttributes>()
  const [confirmPublish, setConfirmPublish] = useState(false)
  const selection = useMemo(() => new Selection(), [])
  const liveRegion = useRef<HTMLDivElement>(null)
  const announcer = useMemo(() => createAnnouncer(() => liveRegion.current), [])
  const view = roleView(user.role)
  const readOnly = view.readOnly
  const selected = useSelectedIds(selection)

  useEditorKeys(loaded?.store, loaded?.autosave, selection, readOnly || view.structureLocked)
  const presence = usePresence({
    api,
    userId: user.id,
    pageId,
    model,
    selection,
    autosave: loaded?.autosave,
    readOnly,
  })
  // Another author's block is read-only here until this author chooses to edit it anyway.
  const blockReadOnly = readOnly || !canEditBlock(presence, selected.at(-1))

  const library = useSymbolLibrary(api)
  const isSymbol = model === SYMBOL_MODEL
  const refusal = symbolGuard(library, isSymbol ? pageId : undefined)
  const palette = usePaletteTemplates(library.symbols)
  const { infoOf } = palette
  const refuse = (problem: string) => {
    setNotice(problem)
    announcer.say(problem)
  }
  useSymbolPasteGuard(library, isSymbol ? pageId : undefined, refuse)

  if (error)
    return (
      <p role="alert" className="centered form-error">
        {error}
      </p>
    )
  if (!loaded) return <p className="centered">Loading the page…</p>
  const { page, store, autosave } = loaded

  const insertion = templateInsertion({
    store,
    selection,
    templates: palette.templates,
    refusal,
    refuse,
    announce: (text) => announcer.say(text),
  })

  const publish = (action: 'publish' | 'unpublish') =>
    publishSaved(api, autosave, page.id, action, model).then(
      (saved) => {
        setLoaded({ ...loaded, page: saved })
        setNotice(isSymbol ? SYMBOL_PUBLISHED_NOTICE[action] : PUBLISHED_NOTICE[action])
      },
      (caught: unknown) => setNotice(caught instanceof Error ? caught.message : String(caught)),
    )

  const copyPreviewLink = async () => {
    if (!config.siteUrl) return setNotice('No site address is configured (TESSERA_SITE_URL).')
    const link = await previewLink(api, config.siteUrl, page)
    await navigator.clipboard?.writeText(link).catch(() => undefined)
    setNotice(`Preview link (valid for a week): ${link}`)
  }

  return (
    <PresenceContext.Provider value={presence}>
      <div className="editor">
        <TopBar
          title={page.name ?? page.id}
          store={store}
          autosave={autosave}
          width={width}
          onWidth={(next) => {
            setWidth(next)
            setSize(sizeForWidth(next))
          }}
          isPublished={pageStatus(page) === 'published' || pageStatus(page) === 'scheduled'}
          onPublish={(action) =>
            isSymbol && action === 'publish' ? setConfirmPublish(true) : void publish(action)
          }
          onPreviewLink={() => void copyPreviewLink()}
          onClose={onClose}
          readOnly={readOnly}
        >
          {!isSymbol && (
            <HistoryControls
              {...{ api, page, store, autosave, readOnly }}
              siteUrl={config.siteUrl}
            />
          )}
          <PresenceList />
        </TopBar>
        {(notice || loaded.restored) && (
          <p className="notice" role="status">
            {notice ?? 'Unsaved changes from your last visit were restored.'}
          </p>
        )}
        <div className="editor-body">
          <InsertAndLayers
            {...{ api, store, selection, announcer, palette, insertion, readOnly }}
            structureLocked={view.structureLocked}
            onSymbolCreated={library.refresh}
          />
          {config.siteUrl ? (
            <CanvasFrame
              siteUrl={config.siteUrl}
              pagePath={isSymbol ? symbolPreviewPath(page.id) : (pageUrlPath(page) ?? '/')}
              contentId={page.id}
              store={store}
              selection={selection}
              width={width}
              insertTemplate={insertion.insertTemplate}
              readOnly={readOnly}
              structureLocked={view.structureLocked}
              announce={(text) => announcer.say(text)}
              userAttributes={previewAs}
              onComponent={palette.register}
            />
          ) : (
            <p className="canvas-area">
              No site address is configured (TESSERA_SITE_URL): edit through the layers.
            </p>
          )}
          <BlockSettings
            {...{ api, page, store, autosave, model, selection, selected, infoOf, view }}
            {...{ blockReadOnly, previewAs, library, size }}
            targetingAttributes={config.targetingAttributes}
            onPreviewAs={setPreviewAs}
            onSize={setSize}
          />
        </div>
        <SaveNotice autosave={autosave} />
        <ConflictDialog autosave={autosave} store={store} />
        {confirmPublish && (
          <PublishSymbolDialog
            api={api}
            symbolId={page.id}
            symbolName={page.name ?? page.id}
            onPublish={() => (setConfirmPublish(false), void publish('publish'))}
            onCancel={() => setConfirmPublish(false)}
          />
        )}
        <div ref={liveRegion} className="visually-hidden" aria-live="polite" />
      </div>
    </PresenceContext.Provider>
  )
}
