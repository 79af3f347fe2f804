import type { ComponentProps } from 'react'
import { Dialog } from '@ark-ui/react/dialog'
import { ark } from '@ark-ui/react/factory'
import { Portal } from '@ark-ui/react/portal'
import { X } from 'lucide-react'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { drawer } from '@hireloop/styled-system/recipes'
import { IconButton } from '../icon-button/icon-button.tsx'

const { withRootProvider, withContext } = /* @__PURE__ */ createStyleContext(drawer)

/**
 * A side sheet (a modal dialog at the `placement="start" | "end"` edge, `size` sm/md/lg). Focus is trapped; Escape
 * and the backdrop close it. For the app's navigation use `AppShell.Drawer` instead.
 */
export const Root = /* @__PURE__ */ withRootProvider(Dialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
})
export const Trigger = /* @__PURE__ */ withContext(Dialog.Trigger, 'trigger')
const Backdrop = /* @__PURE__ */ withContext(Dialog.Backdrop, 'backdrop')
const Positioner = /* @__PURE__ */ withContext(Dialog.Positioner, 'positioner')
const StyledContent = /* @__PURE__ */ withContext(Dialog.Content, 'content')

export function Content(props: ComponentProps<typeof StyledContent>) {
  return (
    <Portal>
      <Backdrop />
      <Positioner>
        <StyledContent {...props} />
      </Positioner>
    </Portal>
  )
}

export const Header = /* @__PURE__ */ withContext(ark.div, 'header')
export const Title = /* @__PURE__ */ withContext(Dialog.Title, 'title')
export const Description = /* @__PURE__ */ withContext(Dialog.Description, 'description')
export const Body = /* @__PURE__ */ withContext(ark.div, 'body')
export const Footer = /* @__PURE__ */ withContext(ark.div, 'footer')
const StyledCloseTrigger = /* @__PURE__ */ withContext(Dialog.CloseTrigger, 'closeTrigger')

/** The × button in the corner, named "Close". */
export function CloseTrigger(props: ComponentProps<typeof StyledCloseTrigger>) {
  return (
    <StyledCloseTrigger asChild {...props}>
      <IconButton variant="ghost" colorPalette="neutral" size="sm" aria-label="Close">
        <X />
      </IconButton>
    </StyledCloseTrigger>
  )
}

/** Closes the drawer when its child is pressed. */
export const ActionTrigger = Dialog.CloseTrigger
export type RootProps = ComponentProps<typeof Root>
