/**
 * `#list-plan` as servers, tests and any non-browser build get it: a block list is planned as
 * static HTML where it can be (the whole list as one string, or its static blocks), written by
 * each block type's `renderHtml`. Browser builds resolve the `browser` condition to
 * `list-plan.browser.ts`.
 * @module
 */
export { planStaticBlockList } from '../static-html/static-block-list.ts'
