import type { ComponentProps } from 'react'
import { Dialog } from '@ark-ui/react/dialog'
import { ark } from '@ark-ui/react/factory'
import { Portal } from '@ark-ui/react/portal'
import { X } from 'lucide-react'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { dialog } from '@hireloop/styled-system/recipes'
import { IconButton } from '../icon-button/icon-button.tsx'

const { withRootProvider, withContext } = /* @__PURE__ */ createStyleContext(dialog)

/** Dialog state (`open`, `onOpenChange`, `role="alertdialog"` for confirmations). Escape and the backdrop close it. */
export const Root = /* @__PURE__ */ withRootProvider(Dialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
})
export const Trigger = /* @__PURE__ */ withContext(Dialog.Trigger, 'trigger')
const Backdrop = /* @__PURE__ */ withContext(Dialog.Backdrop, 'backdrop')
const Positioner = /* @__PURE__ */ withContext(Dialog.Positioner, 'positioner')
const StyledContent = /* @__PURE__ */ withContext(Dialog.Content, 'content')

/** The panel, with its backdrop, in a portal. */
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
/** Names the dialog (`aria-labelledby`). */
export const Title = /* @__PURE__ */ withContext(Dialog.Title, 'title')
/** Describes the dialog (`aria-describedby`). */
export const Description = /* @__PURE__ */ withContext(Dialog.Description, 'description')
export const Body = /* @__PURE__ */ withContext(ark.div, 'body')
export const Footer = /* @__PURE__ */ withContext(ark.div, 'footer')
const StyledCloseTrigger = /* @__PURE__ */ withContext(Dialog.CloseTrigger, 'closeTrigger')

/** The × button in the corner, named "Close". Wrap your own button in `ActionTrigger` to close from the footer. */
export function CloseTrigger(props: ComponentProps<typeof StyledCloseTrigger>) {
  return (
    <StyledCloseTrigger asChild {...props}>
      <IconButton variant="ghost" colorPalette="neutral" size="sm" aria-label="Close">
        <X />
      </IconButton>
    </StyledCloseTrigger>
  )
}

/** Closes the dialog when its child (e.g. a Cancel button) is pressed. */
export const ActionTrigger = Dialog.CloseTrigger
export type RootProps = ComponentProps<typeof Root>
export { useDialogContext as useContext } from '@ark-ui/react/dialog'
