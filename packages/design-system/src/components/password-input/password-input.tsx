import type { ComponentProps } from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { useFieldContext } from '@ark-ui/react/field'
import { PasswordInput as ArkPasswordInput, usePasswordInputContext } from '@ark-ui/react/password-input'
import { css, cx } from '@hireloop/styled-system/css'
import { input, passwordInput, type InputVariantProps } from '@hireloop/styled-system/recipes'
import { useFieldDescribedBy } from '../field/use-field-described-by.ts'

type RootProps = ComponentProps<typeof ArkPasswordInput.Root>

export interface PasswordInputProps
  extends Omit<ComponentProps<typeof ArkPasswordInput.Input>, 'size' | 'type' | 'autoComplete'>, InputVariantProps {
  /** `new-password` on sign-up and change-password forms. @default "current-password" */
  autoComplete?: 'current-password' | 'new-password'
  /** Start with the password shown. @default false */
  defaultVisible?: boolean
  /** Controlled visibility. */
  visible?: boolean
  onVisibilityChange?: RootProps['onVisibilityChange']
  /** Props for the root element. */
  rootProps?: Omit<RootProps, 'defaultVisible' | 'visible' | 'onVisibilityChange'>
}

function VisibilityToggle({ className }: { className: string }) {
  const api = usePasswordInputContext()
  const field = useFieldContext()
  // Ark's trigger is pointer-only and out of the tab order; ours is a real toggle button for keyboard users.
  return (
    <button
      type="button"
      className={className}
      aria-label={api.visible ? 'Hide password' : 'Show password'}
      aria-pressed={api.visible}
      aria-controls={field?.ids.control}
      disabled={api.disabled}
      data-state={api.visible ? 'visible' : 'hidden'}
      onClick={() => api.toggleVisible()}
    >
      {api.visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
    </button>
  )
}

// Room for the toggle; a utility so it wins over the input recipe's padding.
const toggleRoom = /* @__PURE__ */ css({ pe: '11' })

/** A password input with a show/hide toggle. Use inside `Field.Root` for label and error wiring. */
export function PasswordInput({
  size,
  defaultVisible,
  visible,
  onVisibilityChange,
  rootProps,
  className,
  autoComplete = 'current-password',
  ...inputProps
}: PasswordInputProps) {
  const classes = passwordInput()
  const describedBy = useFieldDescribedBy()
  return (
    <ArkPasswordInput.Root
      defaultVisible={defaultVisible}
      visible={visible}
      onVisibilityChange={onVisibilityChange}
      autoComplete={autoComplete}
      {...rootProps}
      className={cx(classes.root, rootProps?.className)}
    >
      <ArkPasswordInput.Control className={classes.control}>
        <ArkPasswordInput.Input
          aria-describedby={describedBy}
          className={cx(input({ size }), classes.input, toggleRoom, className)}
          {...inputProps}
        />
        <VisibilityToggle className={classes.visibilityTrigger} />
      </ArkPasswordInput.Control>
    </ArkPasswordInput.Root>
  )
}
