import type { ComponentProps } from 'react'
import { Tabs } from '@ark-ui/react/tabs'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { tabs } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(tabs)

/** Tabs (`variant` line or subtle). Keyboard: arrows move between tabs and select them, Home/End jump, Tab enters the panel. */
export const Root = /* @__PURE__ */ withProvider(Tabs.Root, 'root', { defaultProps: { lazyMount: true } })
const StyledList = /* @__PURE__ */ withContext(Tabs.List, 'list')
const Indicator = /* @__PURE__ */ withContext(Tabs.Indicator, 'indicator')

/** The row of tabs, with the sliding indicator. */
export function List({ children, ...props }: ComponentProps<typeof StyledList>) {
  return (
    <StyledList {...props}>
      {children}
      <Indicator />
    </StyledList>
  )
}

export const Trigger = /* @__PURE__ */ withContext(Tabs.Trigger, 'trigger')
export const Content = /* @__PURE__ */ withContext(Tabs.Content, 'content')
export type RootProps = ComponentProps<typeof Root>
export { useTabsContext as useContext } from '@ark-ui/react/tabs'
