import { createContext, useContext, useId, type ComponentProps } from 'react'
import { Progress as ArkProgress } from '@ark-ui/react/progress'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { progress } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(progress)

const StyledRoot = /* @__PURE__ */ withProvider(ArkProgress.Root, 'root')
export type RootProps = ComponentProps<typeof StyledRoot>

// Zag names the progressbar after its value ("60%"); the bar should be named by the Label (or `aria-label`).
const NameContext = createContext<{ labelId?: string; label?: string }>({})

/**
 * `role="progressbar"` with `value` (0-100 by default, `null` for indeterminate), `min`, `max`. The bar is named by
 * `Label`, or by `aria-label` when there is no visible label.
 */
export function Root({ 'aria-label': label, ids, ...props }: RootProps) {
  const labelId = `${useId()}-label`
  return (
    <NameContext.Provider value={{ labelId, label }}>
      <StyledRoot ids={{ label: labelId, ...ids }} {...props} />
    </NameContext.Provider>
  )
}

const useName = () => {
  const { labelId, label } = useContext(NameContext)
  return label ? { 'aria-label': label } : { 'aria-labelledby': labelId }
}
export const Header = /* @__PURE__ */ withContext('div', 'header')
export const Label = /* @__PURE__ */ withContext(ArkProgress.Label, 'label')
/** "42%" by default (locale-aware); pass children to show something else. */
export const ValueText = /* @__PURE__ */ withContext(ArkProgress.ValueText, 'valueText')
const Track = /* @__PURE__ */ withContext(ArkProgress.Track, 'track')
const Range = /* @__PURE__ */ withContext(ArkProgress.Range, 'range')
/** The bar. */
export function Bar(props: ComponentProps<typeof Track>) {
  return (
    <Track {...useName()} {...props}>
      <Range />
    </Track>
  )
}
const Circle = /* @__PURE__ */ withContext(ArkProgress.Circle, 'circle')
const CircleTrack = /* @__PURE__ */ withContext(ArkProgress.CircleTrack, 'circleTrack')
const CircleRange = /* @__PURE__ */ withContext(ArkProgress.CircleRange, 'circleRange')

/** A ring instead of a bar; size it with the root's `--size` and `--thickness` CSS variables via `style`. */
export function Ring(props: ComponentProps<typeof Circle>) {
  return (
    <Circle {...useName()} {...props}>
      <CircleTrack />
      <CircleRange />
    </Circle>
  )
}
