/**
 * The built-in blocks whose components load from chunks outside the renderer's in browser
 * builds (see `#block-chunks`): blocks most pages do not have (forms, routing, fetched
 * symbols, media and code embeds, mutations, personalization, slots, state providers), so a
 * page with interactive blocks does not load them with the renderer.
 * @module
 */

/** The name of a built-in block loaded from a chunk of its own in browser builds. */
export type ChunkBlockName =
  | 'Video'
  | 'Embed'
  | 'Custom Code'
  | 'Form:Form'
  | 'Form:Input'
  | 'Form:Select'
  | 'Form:TextArea'
  | 'Form:Label'
  | 'Form:SubmitButton'
  | 'Symbol'
  | 'Core:Router'
  | 'Slot'
  | 'Builder:Mutation'
  | 'Builder:StateProvider'
  | 'PersonalizationContainer'
