import type { ComponentType, SVGProps } from 'react'
import { CircleAlert, CircleCheck, CircleX, Info, LoaderCircle, TriangleAlert, X } from 'lucide-react'
import { Toast, Toaster as ArkToaster, createToaster, type ToastType } from '@ark-ui/react/toast'
import { toast as toastRecipe } from '@hireloop/styled-system/recipes'
import { Button } from '../button/button.tsx'
import { IconButton } from '../icon-button/icon-button.tsx'

/**
 * The app's one toast store. `toaster.success({ title, description })`, `.warning`, `.error`, `.info`,
 * `.create({ type, ... })`, `.dismiss(id?)`. Render `<Toaster />` once near the root.
 */
export const toaster = /* @__PURE__ */ createToaster({
  placement: 'bottom-end',
  overlap: false,
  gap: 12,
  max: 5,
  duration: 6000,
})

type ToastKind = 'info' | 'success' | 'warning' | 'error' | 'loading'

const icons: Record<ToastKind, ComponentType<SVGProps<SVGSVGElement>>> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleX,
  loading: LoaderCircle,
}

const kindOf = (type: ToastType | undefined): ToastKind =>
  type !== undefined && type in icons ? (type as ToastKind) : 'info'

/** Renders the toasts of `toaster`. Errors are `role="alert"` (announced at once), the rest `role="status"`. */
export function Toaster() {
  return (
    <ArkToaster toaster={toaster}>
      {(toast) => {
        const kind = kindOf(toast.type)
        const classes = toastRecipe({ type: kind })
        const Icon = icons[kind] ?? CircleAlert
        return (
          <Toast.Root className={classes.root} role={kind === 'error' ? 'alert' : 'status'} data-type={kind}>
            <span className={classes.icon}>
              <Icon aria-hidden="true" />
            </span>
            <div className={classes.content}>
              {toast.title && <Toast.Title className={classes.title}>{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description className={classes.description}>{toast.description}</Toast.Description>
              )}
              {toast.action && (
                <Toast.ActionTrigger asChild className={classes.actionTrigger}>
                  <Button size="sm" variant="outline" colorPalette="neutral">
                    {toast.action.label}
                  </Button>
                </Toast.ActionTrigger>
              )}
            </div>
            <Toast.CloseTrigger asChild className={classes.closeTrigger}>
              <IconButton size="sm" variant="ghost" colorPalette="neutral" aria-label="Close">
                <X />
              </IconButton>
            </Toast.CloseTrigger>
          </Toast.Root>
        )
      }}
    </ArkToaster>
  )
}
