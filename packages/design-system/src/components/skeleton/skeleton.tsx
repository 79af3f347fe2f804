import type { ComponentProps } from 'react'
import { Stack, styled } from '@hireloop/styled-system/jsx'
import { skeleton } from '@hireloop/styled-system/recipes'

const StyledSkeleton = /* @__PURE__ */ styled('div', skeleton)

export interface SkeletonProps extends ComponentProps<typeof StyledSkeleton> {
  /** While true the block pulses and its children are hidden; false renders the children as they are. @default true */
  loading?: boolean
}

/**
 * A pulsing placeholder, hidden from assistive tech. Announce loading once on the region that holds the skeletons
 * (`aria-busy` + a visually hidden status), not on each block.
 */
export function Skeleton({ loading = true, children, ...props }: SkeletonProps) {
  if (!loading) return <>{children}</>
  return (
    <StyledSkeleton aria-hidden="true" data-loading="" {...props}>
      {children}
    </StyledSkeleton>
  )
}

export interface SkeletonTextProps extends ComponentProps<typeof Stack> {
  /** Number of lines; the last is shorter. @default 3 */
  lines?: number
}

/** Lines of placeholder text. */
export function SkeletonText({ lines = 3, gap = '2', ...props }: SkeletonTextProps) {
  return (
    <Stack gap={gap} aria-hidden="true" {...props}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} shape="text" />
      ))}
    </Stack>
  )
}
