/** Editor choices of `backgroundPosition` (Image, Raw:Img) and `position` (Video). */
export const MEDIA_POSITIONS = [
  'center',
  'top',
  'left',
  'right',
  'bottom',
  'top left',
  'top right',
  'bottom left',
  'bottom right',
] as const
