import type { ComponentProps, ReactNode } from 'react'
import { Minus, TrendingDown, TrendingUp } from 'lucide-react'
import { css, cx } from '@hireloop/styled-system/css'
import { stat } from '@hireloop/styled-system/recipes'

const classes = /* @__PURE__ */ stat()
const icons = { up: TrendingUp, down: TrendingDown, flat: Minus }
const srOnly = /* @__PURE__ */ css({ srOnly: true })
const group = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: '6',
})

export interface StatProps extends Omit<ComponentProps<'div'>, 'children'> {
  label: ReactNode
  /** The formatted value ("42", "€12,400"). */
  value: ReactNode
  /** The change against the previous period, formatted ("+12%"). */
  change?: string
  /** Up, down or flat; colours the change. Whether up is good is the caller's business (`trend`). */
  trend?: 'up' | 'down' | 'flat'
  /** Read before the change by screen readers. @default "up" / "down" / "unchanged" */
  trendLabel?: string
  helpText?: ReactNode
}

/** A dashboard figure. The change's direction is said in words, not only shown by colour and arrow. */
export function Stat({ label, value, change, trend = 'flat', trendLabel, helpText, className, ...rest }: StatProps) {
  const Icon = icons[trend]
  return (
    <div className={cx(classes.root, className)} {...rest}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>{value}</dd>
      {change && (
        <dd className={classes.change} data-trend={trend}>
          <Icon aria-hidden="true" />
          <span>
            <span className={srOnly}>{trendLabel ?? { up: 'up', down: 'down', flat: 'unchanged' }[trend]} </span>
            {change}
          </span>
        </dd>
      )}
      {helpText && <dd className={classes.helpText}>{helpText}</dd>}
    </div>
  )
}

/** A row of stats; a description list, so each label is tied to its value. */
export function StatGroup({ className, ...props }: ComponentProps<'dl'>) {
  return <dl className={cx(group, className)} {...props} />
}
