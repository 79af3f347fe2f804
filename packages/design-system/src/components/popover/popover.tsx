import type { ComponentProps } from 'react'
import { ark } from '@ark-ui/react/factory'
import { Popover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { popover } from '@hireloop/styled-system/recipes'

const { withRootProvider, withContext } = /* @__PURE__ */ createStyleContext(popover)

/**
 * Popover state. `width="notification"` gives the 334px notification menu (docs/product.md §9).
 * Not lazily mounted: Ark names the dialog after its Title only if the title exists when it opens.
 */
export const Root = /* @__PURE__ */ withRootProvider(Popover.Root)
export const Trigger = /* @__PURE__ */ withContext(Popover.Trigger, 'trigger')
export const Anchor = /* @__PURE__ */ withContext(Popover.Anchor, 'anchor')
const Positioner = /* @__PURE__ */ withContext(Popover.Positioner, 'positioner')
const StyledContent = /* @__PURE__ */ withContext(Popover.Content, 'content')

export type ContentProps = ComponentProps<typeof StyledContent> & {
  /** Render in place instead of in a portal at the end of the body. @default true */
  portalled?: boolean
}

/** The floating panel (a non-modal dialog), positioned next to the trigger; Escape or an outside click closes it. */
export function Content({ portalled = true, ...props }: ContentProps) {
  return (
    <Portal disabled={!portalled}>
      <Positioner>
        <StyledContent {...props} />
      </Positioner>
    </Portal>
  )
}

export const Title = /* @__PURE__ */ withContext(Popover.Title, 'title')
export const Description = /* @__PURE__ */ withContext(Popover.Description, 'description')
export const CloseTrigger = /* @__PURE__ */ withContext(Popover.CloseTrigger, 'closeTrigger')
export const Arrow = /* @__PURE__ */ withContext(Popover.Arrow, 'arrow')
export const ArrowTip = /* @__PURE__ */ withContext(Popover.ArrowTip, 'arrowTip')
export const Header = /* @__PURE__ */ withContext(ark.div, 'header')
export const Body = /* @__PURE__ */ withContext(ark.div, 'body')
export const Footer = /* @__PURE__ */ withContext(ark.div, 'footer')

export type RootProps = ComponentProps<typeof Root>
