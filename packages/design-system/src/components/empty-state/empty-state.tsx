import type { ComponentProps, ElementType, ReactNode } from 'react'
import { cx } from '@hireloop/styled-system/css'
import { emptyState, type EmptyStateVariantProps } from '@hireloop/styled-system/recipes'

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'>, EmptyStateVariantProps {
  /** A decorative icon. */
  icon?: ReactNode
  title: ReactNode
  description?: ReactNode
  /** Buttons or links that get the user going (e.g. "Create vacancy"). */
  actions?: ReactNode
  /** Heading element of the title, to fit the page outline. @default "h2" */
  titleAs?: ElementType
}

/** What an empty list or page shows; `role="status"` is left to the caller when it appears after an action. */
export function EmptyState({
  icon,
  title,
  description,
  actions,
  size,
  titleAs: Title = 'h2',
  className,
  ...rest
}: EmptyStateProps) {
  const classes = emptyState({ size })
  return (
    <div className={cx(classes.root, className)} {...rest}>
      {icon && (
        <div className={classes.indicator} aria-hidden="true">
          {icon}
        </div>
      )}
      <Title className={classes.title}>{title}</Title>
      {description && <p className={classes.description}>{description}</p>}
      {actions && <div className={classes.actions}>{actions}</div>}
    </div>
  )
}
