import { Link, type LinkProps } from '@hireloop/design-system'
import { Link as RouterLink, type To } from 'react-router'

type AppLinkProps = Omit<LinkProps, 'href' | 'asChild'> & { to: To }

/** A design-system link that navigates inside the portal (no page reload). */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <Link asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  )
}
