import { blockFromTemplate } from '../palette/block-templates.ts'
import type { BlockTemplate } from '../palette/block-templates.ts'
import type { DocumentStore } from '../state/document-store.ts'
import type { SlotRef } from '../state/doc-types.ts'
import { insertBlocks, insertionPoint } from './block-actions.ts'
import type { Selection } from './selection.ts'

/** Inserting palette items into the document, each as one undo step. */
export interface TemplateInsertion {
  /** The palette's click: after the selected block (else at the end), then selected. */
  insert(template: BlockTemplate): void
  /** A palette item dropped at a place (on the layers or the canvas); the new block's id. */
  insertTemplate(name: string, at: { slot: SlotRef; index: number }): string | undefined
}

export interface TemplateInsertionOptions {
  store: DocumentStore
  selection: Selection
  templates: readonly BlockTemplate[]
  /** Why an item may not go in here (a symbol into itself), else undefined. */
  refusal: (templateName: string) => string | undefined
  /** Tells the author why an item was refused. */
  refuse: (problem: string) => void
  /** Says something to screen readers. */
  announce: (text: string) => void
}

/** The insertions of the palette's items, refused ones told rather than inserted. */
export function templateInsertion(options: TemplateInsertionOptions): TemplateInsertion {
  const { store, selection, templates, refusal, refuse, announce } = options
  const newBlock = (template: BlockTemplate) =>
    blockFromTemplate(template.info, () => store.newId())
  return {
    insert(template) {
      const refused = refusal(template.name)
      if (refused !== undefined) return refuse(refused)
      const at = insertionPoint(store, selection.primary)
      const [id] = insertBlocks(store, [newBlock(template)], at, `Insert ${template.label}`)
      if (id) selection.select(id)
      announce(`${template.label} inserted`)
    },
    insertTemplate(name, at) {
      const template = templates.find((item) => item.name === name)
      if (!template) return undefined
      const refused = refusal(template.name)
      if (refused !== undefined) return void refuse(refused)
      return insertBlocks(store, [newBlock(template)], at, `Insert ${template.label}`)[0]
    },
  }
}
