import { focusRing } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { Link as RouterLink, Outlet } from 'react-router'
import { Logo } from '../../../lib/ui/logo.tsx'

const page = css({ minHeight: 'dvh', bg: 'bg.subtle', display: 'flex', flexDirection: 'column' })
const header = css({ px: '6', py: '4' })
const homeLink = css({ display: 'inline-flex', borderRadius: 'md' }, focusRing)

/** Frame of the screens a signed-out user sees: the logo, then the screen's card. */
export function AuthLayout() {
  return (
    <div className={page}>
      <header className={header}>
        <RouterLink to="/login" className={homeLink} aria-label="Hireloop">
          <Logo />
        </RouterLink>
      </header>
      <main className={css({ flex: '1', display: 'flex', flexDirection: 'column' })}>
        <Outlet />
      </main>
    </div>
  )
}
