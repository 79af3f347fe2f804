import type { ComponentProps, ReactNode } from 'react'
import { X } from 'lucide-react'
import { css, cx } from '@hireloop/styled-system/css'
import { tag, type TagVariantProps } from '@hireloop/styled-system/recipes'

export interface TagProps extends Omit<ComponentProps<'span'>, 'color'>, TagVariantProps {
  /** A palette (default neutral). */
  colorPalette?: 'primary' | 'secondary' | 'success' | 'warning' | 'danger' | 'neutral'
  /** An icon or avatar before the label. */
  startElement?: ReactNode
  /** Shows a remove button (named "Remove <label>") that calls this. */
  onRemove?: () => void
  /** Accessible name of the remove button. @default `Remove ${children}` when children is a string */
  removeLabel?: string
}

/** A label for a value; with `onRemove`, a removable chip whose × button is keyboard reachable. */
export function Tag({
  variant,
  size,
  colorPalette,
  startElement,
  onRemove,
  removeLabel,
  className,
  children,
  ...rest
}: TagProps) {
  const classes = tag({ variant, size })
  return (
    <span className={cx(classes.root, colorPalette && css({ colorPalette }), className)} {...rest}>
      {startElement && <span className={classes.startElement}>{startElement}</span>}
      <span className={classes.label}>{children}</span>
      {onRemove && (
        <button
          type="button"
          className={classes.closeTrigger}
          aria-label={removeLabel ?? (typeof children === 'string' ? `Remove ${children}` : 'Remove')}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </button>
      )}
    </span>
  )
}
