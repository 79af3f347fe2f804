import type { ComponentProps } from 'react'
import { cx } from '@hireloop/styled-system/css'
import { loadingScreen, type LoadingScreenVariantProps } from '@hireloop/styled-system/recipes'
import { Spinner } from '../spinner/spinner.tsx'

export interface LoadingScreenProps extends Omit<ComponentProps<'div'>, 'children'>, LoadingScreenVariantProps {
  /** Announced to assistive tech (visually hidden). @default "Loading" */
  label?: string
}

/** Fills its container (`fill="container"`) or the viewport (`fill="viewport"`) with a centred spinner. */
export function LoadingScreen({ label = 'Loading', fill, className, ...rest }: LoadingScreenProps) {
  return (
    <div className={cx(loadingScreen({ fill }), className)} aria-busy="true" {...rest}>
      <Spinner size="lg" label={label} />
    </div>
  )
}
