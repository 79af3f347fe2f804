import type { CurrentUser, Notification } from '@hireloop/api'
import { AppShell, Badge, displayName, focusRing, IconButton } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { CircleHelp } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link as RouterLink, NavLink } from 'react-router'
import type { Navigation, NavItem } from '../../lib/routes/route-facts.ts'
import { Logo } from '../../lib/ui/logo.tsx'
import { AccountMenu } from './account-menu.tsx'
import { NotificationsMenu } from './notifications-menu.tsx'

export interface ShellViewProps {
  user: CurrentUser
  /** The user's entries of the route table (`navigationFor`): a drawer for recruiters, a top bar for the others. */
  navigation: Navigation
  notifications: Notification[]
  /** Conversations with unread messages (ADR 0077: `GET /conversation?unread=true`), the Chat/Jobs badge. */
  unreadConversations?: number
  notificationsLoading?: boolean
  notificationsFailed?: boolean
  /** Live events reach the bell as they happen (the stream is open); otherwise it is polled. */
  notificationsLive?: boolean
  onClearNotifications: () => void
  clearingNotifications?: boolean
  drawerCollapsed: boolean
  onDrawerCollapsedChange: (collapsed: boolean) => void
  onSignOut: () => void
  /** Development builds only: the machine inspector's switch in the account menu (absent: no switch). */
  onInspectorChange?: (on: boolean) => void
  inspectorOn?: boolean
  children: ReactNode
}

const topBarStart = css({ display: 'flex', alignItems: 'center', gap: '6', minWidth: '0' })
const topBarEnd = css({ display: 'flex', alignItems: 'center', gap: '2', ml: 'auto' })
const homeLink = css({ display: 'inline-flex', borderRadius: 'md' }, focusRing)
const topNav = css({ display: 'flex', minWidth: '0', overflowX: 'auto' })
const navBadge = css({ ml: '1.5' })
// In the drawer a link fills its row, so the highlight of the current page spans the drawer's width.
const navLink = css({ flex: '1' })

function NavEntry({ item, unreadMessages }: { item: NavItem; unreadMessages: number }) {
  const Icon = item.icon
  const label = item.badge === 'unread' && unreadMessages > 0 ? `${item.label}, ${unreadMessages} unread` : item.label
  return (
    <AppShell.NavItem asChild label={item.label} icon={<Icon />} aria-label={label} className={navLink}>
      <NavLink to={item.href} end={item.href === '/job-openings'}>
        {/* content is rendered by NavItem */}
      </NavLink>
    </AppShell.NavItem>
  )
}

/** The shell of docs/product.md §2: top bar, recruiter drawer or top navigation, content. Pure over props. */
export function ShellView(props: ShellViewProps) {
  const { user, navigation, notifications, unreadConversations: unreadMessages = 0, children } = props
  const name = displayName([user.firstName, user.lastName].filter(Boolean).join(' '))
  const entries = navigation.items.map((item) => (
    <li key={item.id} className={css({ display: 'flex', alignItems: 'center' })}>
      <NavEntry item={item} unreadMessages={unreadMessages} />
      {item.badge === 'unread' && unreadMessages > 0 && (
        <Badge variant="count" count={unreadMessages} className={navBadge} aria-hidden="true" />
      )}
    </li>
  ))

  return (
    <AppShell.Root>
      <AppShell.TopBar>
        <div className={topBarStart}>
          <RouterLink to="/" className={homeLink} aria-label="Hireloop, home">
            <Logo />
          </RouterLink>
          {navigation.placement === 'top' && (
            <AppShell.Nav aria-label="Main" className={topNav}>
              <ul className={css({ display: 'flex', gap: '1', listStyle: 'none', m: '0', p: '0' })}>{entries}</ul>
            </AppShell.Nav>
          )}
        </div>
        <div className={topBarEnd}>
          <IconButton asChild variant="ghost" colorPalette="neutral" aria-label="Help and support">
            <RouterLink to="/support">
              <CircleHelp />
            </RouterLink>
          </IconButton>
          <NotificationsMenu
            notifications={notifications}
            userType={user.userType}
            loading={props.notificationsLoading}
            failed={props.notificationsFailed}
            live={props.notificationsLive}
            onClear={props.onClearNotifications}
            clearing={props.clearingNotifications}
          />
          <AccountMenu
            name={name}
            imageUrl={user.imageUrl}
            showCompanySettings={user.userType === 'employer'}
            onSignOut={props.onSignOut}
            inspector={props.onInspectorChange && { on: props.inspectorOn ?? false, onChange: props.onInspectorChange }}
          />
        </div>
      </AppShell.TopBar>
      <AppShell.Content>
        {navigation.placement === 'drawer' && (
          <AppShell.Drawer collapsed={props.drawerCollapsed} onCollapsedChange={props.onDrawerCollapsedChange}>
            <AppShell.Nav aria-label="Back office">
              <ul
                className={css({
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '1',
                  listStyle: 'none',
                  m: '0',
                  p: '0',
                })}
              >
                {entries}
              </ul>
            </AppShell.Nav>
          </AppShell.Drawer>
        )}
        <AppShell.Main>{children}</AppShell.Main>
      </AppShell.Content>
    </AppShell.Root>
  )
}
