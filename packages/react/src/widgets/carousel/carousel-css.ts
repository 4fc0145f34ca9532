/**
 * The carousel's fixed CSS (the part that does not depend on its options), by class so authors
 * can override it. Slides are `1 / --show` of the list wide (`--show` comes from `getShowCss`),
 * so their width never needs measuring and is right from the server HTML on. The root is a
 * wrapping flex row: the list takes a line of its own and comes first (`order: -1`), so the
 * pause/play button, first in the HTML (and in tab order), shows after it, beside the dots.
 */
export const CAROUSEL_CSS =
  '.builder-carousel,.builder-carousel-controls{display:flex;flex-wrap:wrap;justify-content:center;align-items:center}' +
  '.builder-carousel-list{flex:0 0 100%;order:-1;position:relative;overflow:hidden;touch-action:pan-y;user-select:none;-webkit-user-select:none}' +
  '.builder-carousel-track{display:flex}' +
  '.builder-carousel-slide{flex:0 0 calc(100% / var(--show,1));min-width:0}' +
  '.builder-carousel-variable .builder-carousel-slide{flex:none}' +
  '.builder-carousel-prev,.builder-carousel-next{position:absolute;top:50%;transform:translateY(-50%);z-index:1;cursor:pointer}' +
  '.builder-carousel-prev{left:0}.builder-carousel-next{right:0}' +
  '.builder-carousel-list [aria-disabled=true]{opacity:.3;cursor:default}' +
  '.builder-carousel-arrow{font:28px/1 sans-serif;padding:6px 12px;border:0;background:#fffc;color:#000}' +
  '.builder-carousel-controls{min-height:32px}' +
  '.builder-carousel-pause,.builder-carousel-dot{margin:4px;cursor:pointer;color:inherit}' +
  '.builder-carousel-dot{width:14px;height:14px;padding:0;border:2px solid;border-radius:50%;background:none}' +
  '.builder-carousel-dot[aria-current=true]{background:currentColor}' +
  '@media (prefers-reduced-motion:reduce){.builder-carousel-track{transition:none!important}}'
