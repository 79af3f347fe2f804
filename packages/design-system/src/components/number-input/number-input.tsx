import type { ComponentProps } from 'react'
import { NumberInput } from '@ark-ui/react/number-input'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { numberInput } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(numberInput)

/**
 * A number field (`role="spinbutton"`). Keyboard: ArrowUp/Down step, PageUp/Down step by ten, Home/End go to min/max.
 * `formatOptions` (Intl.NumberFormat) formats the value, e.g. currency; `min`, `max`, `step`, `allowMouseWheel`.
 */
export const Root = /* @__PURE__ */ withProvider(NumberInput.Root, 'root', {
  defaultProps: { translations: { incrementLabel: 'Increase', decrementLabel: 'Decrease' } },
})
export const Label = /* @__PURE__ */ withContext(NumberInput.Label, 'label')
const StyledControl = /* @__PURE__ */ withContext(NumberInput.Control, 'control')
export const Input = /* @__PURE__ */ withContext(NumberInput.Input, 'input')
export const IncrementTrigger = /* @__PURE__ */ withContext(NumberInput.IncrementTrigger, 'incrementTrigger', {
  defaultProps: { children: <ChevronUp aria-hidden="true" /> },
})
export const DecrementTrigger = /* @__PURE__ */ withContext(NumberInput.DecrementTrigger, 'decrementTrigger', {
  defaultProps: { children: <ChevronDown aria-hidden="true" /> },
})

/** The input box; by default holds the input and both stepper buttons (pass children to change that). */
export function Control({ children, ...props }: ComponentProps<typeof StyledControl>) {
  return (
    <StyledControl {...props}>
      {children ?? (
        <>
          <Input />
          <IncrementTrigger />
          <DecrementTrigger />
        </>
      )}
    </StyledControl>
  )
}

export type RootProps = ComponentProps<typeof Root>
export { useNumberInputContext as useContext } from '@ark-ui/react/number-input'
