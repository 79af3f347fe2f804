import type { ComponentProps, MouseEvent } from 'react'
import { ark } from '@ark-ui/react/factory'
import { css } from '@hireloop/styled-system/css'
import { styled } from '@hireloop/styled-system/jsx'
import { button } from '@hireloop/styled-system/recipes'
import { Spinner } from '../spinner/spinner.tsx'

const StyledButton = /* @__PURE__ */ styled(ark.button, button)

export interface ButtonProps extends ComponentProps<typeof StyledButton> {
  /** Shows a spinner, sets `aria-busy` and ignores clicks (the button stays focusable). @default false */
  loading?: boolean
  /** Text shown next to the spinner while loading; without it the label stays (hidden) so the width does not jump. */
  loadingText?: string
}

const overlay = /* @__PURE__ */ css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
})
// Transparent, not hidden: the label keeps the width and stays the accessible name.
const hiddenLabel = /* @__PURE__ */ css({ display: 'inline-flex', alignItems: 'center', gap: '2', opacity: '0' })

/** A button. Colour via `colorPalette` (default primary); `asChild` renders the styles on a child element. */
export function Button({ loading = false, loadingText, type = 'button', onClick, children, ...rest }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <StyledButton
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-loading={loading ? '' : undefined}
      onClick={handleClick}
      {...rest}
    >
      {!loading ? (
        children
      ) : loadingText ? (
        <>
          <Spinner size="inherit" decorative />
          {loadingText}
        </>
      ) : (
        <>
          <span className={overlay}>
            <Spinner size="inherit" decorative />
          </span>
          <span className={hiddenLabel}>{children}</span>
        </>
      )}
    </StyledButton>
  )
}
