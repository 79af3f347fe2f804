import { useEffect, useRef, type ComponentProps } from 'react'
import { Checkbox, useCheckboxContext } from '@ark-ui/react/checkbox'
import { Check, Minus } from 'lucide-react'
import { createStyleContext, styled } from '@hireloop/styled-system/jsx'
import { checkbox } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(checkbox)

// Ark does not set the native `indeterminate` property, which is what screen readers announce as "mixed".
function HiddenInput() {
  const checkbox = useCheckboxContext()
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = checkbox.indeterminate
  }, [checkbox.indeterminate])
  return <Checkbox.HiddenInput ref={ref} />
}

const StyledRoot = /* @__PURE__ */ withProvider(Checkbox.Root, 'root')
export type RootProps = ComponentProps<typeof StyledRoot>

/** A checkbox (a `<label>` holding a native hidden input, so forms and Space work). Put `Control` and `Label` in it. */
export function Root({ children, ...props }: RootProps) {
  return (
    <StyledRoot {...props}>
      {children}
      <HiddenInput />
    </StyledRoot>
  )
}

const StyledControl = /* @__PURE__ */ withContext(Checkbox.Control, 'control')
const StyledIndicator = /* @__PURE__ */ withContext(Checkbox.Indicator, 'indicator')

/** The box; shows a tick when checked and a dash when `checked="indeterminate"`. */
export function Control(props: ComponentProps<typeof StyledControl>) {
  return (
    <StyledControl {...props}>
      <StyledIndicator>
        <Check aria-hidden="true" strokeWidth={3} />
      </StyledIndicator>
      <StyledIndicator indeterminate>
        <Minus aria-hidden="true" strokeWidth={3} />
      </StyledIndicator>
    </StyledControl>
  )
}

export const Label = /* @__PURE__ */ withContext(Checkbox.Label, 'label')
/** Groups checkboxes that share a `value` array (`defaultValue`, `value`, `onValueChange`); label it with `aria-labelledby` or a fieldset legend. */
export const Group = /* @__PURE__ */ styled(Checkbox.Group, {
  base: { display: 'flex', flexDirection: 'column', gap: '3' },
})
export { useCheckboxContext as useContext } from '@ark-ui/react/checkbox'
