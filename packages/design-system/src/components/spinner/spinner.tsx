import type { ComponentProps } from 'react'
import { css, cx } from '@hireloop/styled-system/css'
import { spinner, type SpinnerVariantProps } from '@hireloop/styled-system/recipes'
import type { PaletteName } from '../../preset/semantic-tokens/colors.ts'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'>, SpinnerVariantProps {
  /** What is loading, announced to assistive tech. @default "Loading" */
  label?: string
  /** Hide from assistive tech when something else already announces the loading (e.g. a busy button). @default false */
  decorative?: boolean
  /** Ring colour. @default "primary" */
  colorPalette?: PaletteName
}

const wrapper = /* @__PURE__ */ css({ display: 'inline-flex' })

/** An indeterminate loading indicator with `role="status"`. Keeps spinning (slower) under reduced motion. */
export function Spinner({
  label = 'Loading',
  decorative = false,
  size,
  colorPalette,
  className,
  ...rest
}: SpinnerProps) {
  // Every palette class is emitted by staticCss, so a run-time value is safe here.
  const ring = (
    <span
      className={cx(spinner({ size }), colorPalette && css({ colorPalette }))}
      data-motion="essential"
      aria-hidden="true"
    />
  )
  if (decorative) {
    return (
      <span aria-hidden="true" className={cx(wrapper, className)} {...rest}>
        {ring}
      </span>
    )
  }
  return (
    <span role="status" aria-label={label} className={cx(wrapper, className)} {...rest}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  )
}
