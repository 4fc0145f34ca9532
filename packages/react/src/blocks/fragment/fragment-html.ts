import type { BlockHtmlArgs } from '../../static-html/block-html-args.ts'

/** The static HTML of the Fragment block: its children only. */
export function fragmentHtml({ children }: BlockHtmlArgs): string {
  return children ?? ''
}
