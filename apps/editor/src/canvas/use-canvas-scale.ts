import { useEffect, useState } from 'react'
import type { RefObject } from 'react'

/** The room for the frame inside the canvas area, in CSS px (its content box). */
interface Room {
  width: number
  height: number
}

/**
 * The scale that fits a frame `width` wide into `room` (never above 1), or 1 when not fitting.
 * @example fitScale(1200, { width: 900, height: 700 }, true) // 0.75
 */
export function fitScale(width: number, room: Room, fit: boolean): number {
  if (!fit || room.width <= 0 || width <= room.width) return 1
  return room.width / width
}

/**
 * The scale of the canvas frame: with `fit`, a frame wider than the canvas area is scaled down
 * (a CSS transform) so its whole width shows; the room is measured as the area resizes. Also
 * returns the frame's height in its own pixels, so that scaled it still fills the area.
 */
export function useCanvasScale(
  areaRef: RefObject<HTMLElement | null>,
  width: number,
  fit: boolean,
): { scale: number; frameHeight: number | undefined } {
  const [room, setRoom] = useState<Room>({ width: 0, height: 0 })
  useEffect(() => {
    const area = areaRef.current
    if (!area) return undefined
    const measure = () => {
      const style = getComputedStyle(area)
      const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)
      const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom)
      setRoom({ width: area.clientWidth - padX, height: area.clientHeight - padY })
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(area)
    return () => observer.disconnect()
  }, [areaRef])
  const scale = fitScale(width, room, fit)
  return { scale, frameHeight: scale < 1 && room.height > 0 ? room.height / scale : undefined }
}
