import type { ComponentProps, ReactNode } from 'react'
import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { switchRecipe } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(switchRecipe)

const StyledRoot = /* @__PURE__ */ withProvider(ArkSwitch.Root, 'root')
const Control = /* @__PURE__ */ withContext(ArkSwitch.Control, 'control')
const Thumb = /* @__PURE__ */ withContext(ArkSwitch.Thumb, 'thumb')
const Label = /* @__PURE__ */ withContext(ArkSwitch.Label, 'label')

export interface SwitchProps extends ComponentProps<typeof StyledRoot> {
  /** The visible label; it is also the switch's accessible name. */
  children?: ReactNode
}

/** An on/off switch (`role="switch"`). Space toggles it; `checked`/`defaultChecked`/`onCheckedChange` as Ark's. */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <StyledRoot {...props}>
      <Control>
        <Thumb />
      </Control>
      {children !== undefined && <Label>{children}</Label>}
      <ArkSwitch.HiddenInput role="switch" />
    </StyledRoot>
  )
}
