/**
 * Style properties whose number values React writes without `px` (React DOM's list; its
 * `isUnitlessNumber`). Keys are React style names (camelCase, vendor prefixes capitalised).
 */
export const UNITLESS_CSS_PROPERTIES: ReadonlySet<string> = new Set(
  (
    'animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth ' +
    'boxFlex boxFlexGroup boxOrdinalGroup columnCount columns flex flexGrow flexPositive ' +
    'flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart ' +
    'gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight ' +
    'opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity ' +
    'stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth ' +
    'MozAnimationIterationCount MozBoxFlex MozBoxFlexGroup MozLineClamp ' +
    'msAnimationIterationCount msFlex msZoom msFlexGrow msFlexNegative msFlexOrder ' +
    'msFlexPositive msFlexShrink msGridColumn msGridColumnSpan msGridRow msGridRowSpan ' +
    'WebkitAnimationIterationCount WebkitBoxFlex WebKitBoxFlexGroup WebkitBoxOrdinalGroup ' +
    'WebkitColumnCount WebkitColumns WebkitFlex WebkitFlexGrow WebkitFlexPositive ' +
    'WebkitFlexShrink WebkitLineClamp'
  ).split(' '),
)
