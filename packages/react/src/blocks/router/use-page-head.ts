import type { Entry } from '@tessera/core'
import { useEffect, useRef } from 'react'

/** A page's title and description as the document shows them. */
interface PageHead {
  title: string
  description: string | null
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/** The `<meta name="description">` of the document, made when missing and asked to. */
function descriptionMeta(create: boolean): HTMLMetaElement | null {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!meta && create) {
    meta = document.createElement('meta')
    meta.name = 'description'
    document.head.appendChild(meta)
  }
  return meta
}

function readHead(): PageHead {
  return { title: document.title, description: descriptionMeta(false)?.content ?? null }
}

function writeHead(head: PageHead): void {
  document.title = head.title
  const meta = descriptionMeta(head.description !== null)
  if (meta && head.description !== null) meta.content = head.description
}

/**
 * The document's title and description follow the page a Router shows (gen-1 sets them from
 * `data.title`/`pageTitle` and `data.description`/`pageDescription` of a `page` entry): those of
 * `entry` while it shows, else (no such field, or back on the first page) the ones the document
 * had before the first navigation.
 */
export function usePageHead(entry: Entry | null, model: string): void {
  const initial = useRef<PageHead | null>(null)
  useEffect(() => {
    if (model !== 'page' || (entry === null && initial.current === null)) return
    initial.current ??= readHead()
    const data = entry?.data
    writeHead({
      title: text(data?.title) ?? text(data?.pageTitle) ?? initial.current.title,
      description:
        text(data?.description) ?? text(data?.pageDescription) ?? initial.current.description,
    })
  }, [entry, model])
}
