import { AuthCard, Button } from '@hireloop/design-system'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { formStack } from './form-styles.ts'

export interface LogInNextProps {
  title: string
  /** What happened, in a `role="status"` paragraph or two. */
  children: ReactNode
  /** Under the button (a way out for a forgotten password). */
  after?: ReactNode
}

/**
 * A step is done and logging in is the way on. The page says so and waits: /login leaves for the identity provider's
 * page at once, where a toast of this page would be lost before it could be read.
 */
export function LogInNext({ title, children, after }: LogInNextProps) {
  return (
    <AuthCard title={title}>
      <div className={formStack}>
        {children}
        <Button asChild>
          <RouterLink to="/login">Log in</RouterLink>
        </Button>
        {after}
      </div>
    </AuthCard>
  )
}
