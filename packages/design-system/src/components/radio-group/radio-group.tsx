import type { ComponentProps } from 'react'
import { RadioGroup } from '@ark-ui/react/radio-group'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { radioGroup } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(radioGroup)

/** The group (`role="radiogroup"`): arrows move and select, Tab leaves. `orientation` vertical (default) or horizontal. */
export const Root = /* @__PURE__ */ withProvider(RadioGroup.Root, 'root', { defaultProps: { orientation: 'vertical' } })
/** The group's visible name (the radiogroup is labelled by it). */
export const Label = /* @__PURE__ */ withContext(RadioGroup.Label, 'label')
const StyledItem = /* @__PURE__ */ withContext(RadioGroup.Item, 'item')
const ItemControl = /* @__PURE__ */ withContext(RadioGroup.ItemControl, 'itemControl')
const ItemText = /* @__PURE__ */ withContext(RadioGroup.ItemText, 'itemText')

export interface ItemProps extends ComponentProps<typeof StyledItem> {
  value: string
}

/** One option: circle, text (children) and native hidden input. */
export function Item({ children, ...props }: ItemProps) {
  return (
    <StyledItem {...props}>
      <ItemControl />
      <ItemText>{children}</ItemText>
      <RadioGroup.ItemHiddenInput />
    </StyledItem>
  )
}

export type RootProps = ComponentProps<typeof Root>
