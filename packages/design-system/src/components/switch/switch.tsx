import type { ComponentProps, ReactNode } from 'react'
import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { switchRecipe } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = createStyleContext(switchRecipe)

const StyledRoot = withProvider(ArkSwitch.Root, 'root')
const Control = withContext(ArkSwitch.Control, 'control')
const Thumb = withContext(ArkSwitch.Thumb, 'thumb')
const Label = withContext(ArkSwitch.Label, 'label')

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
