import type { ComponentProps } from 'react'
import { styled } from '@hireloop/styled-system/jsx'
import { badge } from '@hireloop/styled-system/recipes'
import { formatCount } from './badge.utils.ts'

const StyledBadge = /* @__PURE__ */ styled('span', badge)

export interface BadgeProps extends ComponentProps<typeof StyledBadge> {
  /** With `variant="count"`: the number to show, capped at `max` ("99+"). */
  count?: number
  /** @default 99 */
  max?: number
}

/**
 * A short label. `variant="status"` shows a dot before the text; `variant="count"` shows `count` capped at 99+
 * (give the surrounding control the full count in its accessible name, e.g. "Notifications, 120 unread").
 */
export function Badge({ count, max = 99, children, ...rest }: BadgeProps) {
  return <StyledBadge {...rest}>{count === undefined ? children : formatCount(count, max)}</StyledBadge>
}
