import { useId } from 'react'

interface SplitSliderProps {
  name: string
  share: number
  disabled: boolean
  onShare: (share: number) => void
}

const toPercent = (share: number) => Math.round(share * 1000) / 10

/**
 * One group's share of the traffic: a slider and a number input (percent, one decimal), both
 * labelled with the group's name. The slider is a native range input, so arrow keys, Page
 * Up/Down, Home and End move it; the others follow (see `rebalance`).
 */
export function SplitSlider({ name, share, disabled, onShare }: SplitSliderProps) {
  const id = useId()
  const percent = toPercent(share)
  const set = (value: string) => {
    const number = Number(value)
    if (value.trim() !== '' && Number.isFinite(number))
      onShare(Math.min(Math.max(number, 0), 100) / 100)
  }
  return (
    <div className="split-slider">
      <label htmlFor={`${id}-range`}>Traffic to {name}</label>
      <input
        id={`${id}-range`}
        type="range"
        min={0}
        max={100}
        step={0.1}
        value={percent}
        aria-valuetext={`${percent} %`}
        disabled={disabled}
        onChange={(event) => set(event.currentTarget.value)}
      />
      <input
        type="number"
        min={0}
        max={100}
        step={0.1}
        value={percent}
        aria-label={`Traffic to ${name}, percent`}
        disabled={disabled}
        onChange={(event) => set(event.currentTarget.value)}
      />
      <span aria-hidden="true">%</span>
    </div>
  )
}
