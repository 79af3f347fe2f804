import type { ComponentProps } from 'react'
import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { menu } from '@hireloop/styled-system/recipes'

const { withRootProvider, withContext } = /* @__PURE__ */ createStyleContext(menu)

/** Menu state; open with `Trigger` (click, Enter, Space, ArrowDown), move with arrows and type-ahead, close with Escape. */
export const Root = /* @__PURE__ */ withRootProvider(Menu.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
})
export const Trigger = /* @__PURE__ */ withContext(Menu.Trigger, 'trigger')
export const Indicator = /* @__PURE__ */ withContext(Menu.Indicator, 'indicator')
const Positioner = /* @__PURE__ */ withContext(Menu.Positioner, 'positioner')
const StyledContent = /* @__PURE__ */ withContext(Menu.Content, 'content')

export type ContentProps = ComponentProps<typeof StyledContent> & {
  /** Render in place instead of in a portal at the end of the body. @default true */
  portalled?: boolean
}

/** The floating list, positioned next to the trigger and rendered in a portal. */
export function Content({ portalled = true, ...props }: ContentProps) {
  return (
    <Portal disabled={!portalled}>
      <Positioner>
        <StyledContent {...props} />
      </Positioner>
    </Portal>
  )
}

export const Item = /* @__PURE__ */ withContext(Menu.Item, 'item')
export const ItemGroup = /* @__PURE__ */ withContext(Menu.ItemGroup, 'itemGroup')
export const ItemGroupLabel = /* @__PURE__ */ withContext(Menu.ItemGroupLabel, 'itemGroupLabel')
export const Separator = /* @__PURE__ */ withContext(Menu.Separator, 'separator')

export type RootProps = ComponentProps<typeof Root>
export type ItemProps = ComponentProps<typeof Item>
