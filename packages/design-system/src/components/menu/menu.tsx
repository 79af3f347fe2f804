import type { ComponentProps } from 'react'
import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { menu } from '@hireloop/styled-system/recipes'

const { withRootProvider, withContext } = createStyleContext(menu)

/** Menu state; open with `Trigger` (click, Enter, Space, ArrowDown), move with arrows and type-ahead, close with Escape. */
export const Root = withRootProvider(Menu.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } })
export const Trigger = withContext(Menu.Trigger, 'trigger')
export const Indicator = withContext(Menu.Indicator, 'indicator')
const Positioner = withContext(Menu.Positioner, 'positioner')
const StyledContent = withContext(Menu.Content, 'content')

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

export const Item = withContext(Menu.Item, 'item')
export const ItemGroup = withContext(Menu.ItemGroup, 'itemGroup')
export const ItemGroupLabel = withContext(Menu.ItemGroupLabel, 'itemGroupLabel')
export const Separator = withContext(Menu.Separator, 'separator')

export type RootProps = ComponentProps<typeof Root>
export type ItemProps = ComponentProps<typeof Item>
