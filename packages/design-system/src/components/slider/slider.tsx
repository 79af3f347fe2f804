import { createContext, useContext, useId, type ComponentProps } from 'react'
import { Slider, useSliderContext } from '@ark-ui/react/slider'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { slider } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(slider)

interface RootContextValue {
  format: (value: number) => string
  thumbLabels?: string[]
  thumbLabelId: (index: number) => string
}
const RootContext = createContext<RootContextValue>({ format: String, thumbLabelId: String })

const StyledRoot = /* @__PURE__ */ withProvider(Slider.Root, 'root')

export interface RootProps extends ComponentProps<typeof StyledRoot> {
  /** Formats a value for `ValueText` and for screen readers (`aria-valuetext`), e.g. as currency. @default String */
  formatValue?: (value: number) => string
  /** One accessible name per thumb (e.g. `['Minimum salary', 'Maximum salary']`); without it each thumb takes the label. */
  thumbLabels?: string[]
}

/**
 * A slider; two values (`defaultValue={[min, max]}`) make a range with two thumbs. Keyboard on a thumb: arrows step,
 * PageUp/Down step by `largeStep`, Home/End go to the ends. Name the thumbs with `thumbLabels`.
 */
export function Root({ formatValue = String, thumbLabels, ...props }: RootProps) {
  const id = useId()
  const thumbLabelId = (index: number) => `${id}-thumb-${index}`
  return (
    <RootContext.Provider value={{ format: formatValue, thumbLabels, thumbLabelId }}>
      <StyledRoot
        getAriaValueText={({ value }) => formatValue(value)}
        // Zag names every thumb after the label; a range needs a name per thumb (hidden spans rendered by Control).
        aria-labelledby={thumbLabels?.map((_, index) => thumbLabelId(index))}
        {...props}
      />
    </RootContext.Provider>
  )
}

/** Holds the label and the value text side by side. */
export const Header = /* @__PURE__ */ withContext('div', 'header')
export const Label = /* @__PURE__ */ withContext(Slider.Label, 'label')
const StyledValueText = /* @__PURE__ */ withContext(Slider.ValueText, 'valueText')

/** The formatted value, or "min – max" for a range. */
export function ValueText(props: ComponentProps<typeof StyledValueText>) {
  const slider = useSliderContext()
  const { format } = useContext(RootContext)
  return <StyledValueText {...props}>{props.children ?? slider.value.map(format).join(' – ')}</StyledValueText>
}

const StyledControl = /* @__PURE__ */ withContext(Slider.Control, 'control')
const Track = /* @__PURE__ */ withContext(Slider.Track, 'track')
const Range = /* @__PURE__ */ withContext(Slider.Range, 'range')
const Thumb = /* @__PURE__ */ withContext(Slider.Thumb, 'thumb')

/** The track, its filled range and one thumb (with a hidden form input) per value. */
export function Control(props: ComponentProps<typeof StyledControl>) {
  const slider = useSliderContext()
  const { thumbLabels, thumbLabelId } = useContext(RootContext)
  return (
    <StyledControl {...props}>
      <Track>
        <Range />
      </Track>
      {slider.value.map((_, index) => (
        <Thumb key={index} index={index}>
          <Slider.HiddenInput />
          {thumbLabels?.[index] && (
            <span id={thumbLabelId(index)} hidden>
              {thumbLabels[index]}
            </span>
          )}
        </Thumb>
      ))}
    </StyledControl>
  )
}

export const MarkerGroup = /* @__PURE__ */ withContext(Slider.MarkerGroup, 'markerGroup')
export const Marker = /* @__PURE__ */ withContext(Slider.Marker, 'marker')
export { useSliderContext as useContext } from '@ark-ui/react/slider'
