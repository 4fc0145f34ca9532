/**
 * Base CSS of every content, minified: the layout every block list, Section, Columns and Image
 * block shares (the per-block values — widths, gaps, a section's max width — stay inline), buttons
 * without browser styling, and Text blocks whose first paragraph has no margin and whose
 * paragraphs inherit the block's text styles.
 */
export const CONTENT_BASE_CSS =
  '.builder-blocks,.builder-column,.builder-section{display:flex;flex-direction:column;' +
  'align-items:stretch}' +
  '.builder-section{width:100%;align-self:stretch;flex-grow:1;box-sizing:border-box;' +
  'margin-left:auto;margin-right:auto}' +
  '.builder-columns{display:flex;line-height:normal;flex-grow:1;height:100%}' +
  '.builder-column>.builder-blocks{flex-grow:1}' +
  '.builder-image{object-fit:cover;object-position:center}' +
  '.builder-image-fill{position:absolute;top:0;left:0;width:100%;height:100%}' +
  '.builder-image-sizer{width:100%;pointer-events:none}' +
  '.builder-button{all:unset}' +
  '.builder-text>p:first-of-type,.builder-text>.builder-paragraph:first-of-type{margin:0}' +
  '.builder-text>p,.builder-text>.builder-paragraph{color:inherit;line-height:inherit;' +
  'letter-spacing:inherit;font-weight:inherit;font-size:inherit;text-align:inherit;' +
  'font-family:inherit}'
