/**
 * Base CSS of every content, minified: buttons without browser styling, and Text blocks whose
 * first paragraph has no margin and whose paragraphs inherit the block's text styles.
 */
export const CONTENT_BASE_CSS =
  '.builder-button{all:unset}' +
  '.builder-text>p:first-of-type,.builder-text>.builder-paragraph:first-of-type{margin:0}' +
  '.builder-text>p,.builder-text>.builder-paragraph{color:inherit;line-height:inherit;' +
  'letter-spacing:inherit;font-weight:inherit;font-size:inherit;text-align:inherit;' +
  'font-family:inherit}'
