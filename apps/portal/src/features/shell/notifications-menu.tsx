import type { Notification, UserType } from '@hireloop/api'
import { Badge, Button, focusRing, IconButton, Popover, Spinner } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { Bell, Briefcase, Building2, FileText, MessageSquare } from 'lucide-react'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { notificationHref } from './notification-links.ts'

export interface NotificationsMenuProps {
  notifications: Notification[]
  /** Whose bell: a notification links to the page that shows its object to this role. */
  userType: UserType
  loading?: boolean
  /** The last refresh failed: keep showing what we had and say so. */
  failed?: boolean
  /** Updates arrive live (the event stream is open) rather than by polling; shown as `data-live` on the bell. */
  live?: boolean
  onClear: () => void
  clearing?: boolean
}

const monthDay = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit' })
/** docs/product.md §2: the notification date is shown as month/day. */
export const formatNotificationDate = (iso: string) => monthDay.format(new Date(iso))

const list = css(
  {
    listStyle: 'none',
    m: '0',
    p: '0',
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '[24rem]',
    overflowY: 'auto',
  },
  focusRing,
)
const row = css({
  display: 'flex',
  gap: '3',
  py: '2.5',
  px: '1',
  borderBottom: '1px solid',
  borderColor: 'border.muted',
  _last: { borderBottom: 'none' },
})
const rowIcon = css({ width: '4', height: '4', color: 'primary.fg', flexShrink: '0', mt: '1' })
const rowText = css({ flex: '1', fontSize: 'sm', color: 'fg' })
const rowDate = css({ fontSize: 'xs', color: 'fg.muted', flexShrink: '0' })
const unreadDot = css({ fontWeight: 'semibold' })
const rowLink = css(
  { color: 'fg', textDecoration: 'underline', borderRadius: 'md', _hover: { color: 'primary.fg' } },
  focusRing,
)
const empty = css({ fontSize: 'sm', color: 'fg.muted', py: '4', textAlign: 'center' })
const trigger = css({ position: 'relative' })
const countBadge = css({ position: 'absolute', top: '-1', right: '-1', pointerEvents: 'none' })

function ContextIcon({ notification }: { notification: Notification }) {
  if (notification.type === 'message') return <MessageSquare className={rowIcon} aria-hidden="true" />
  switch (notification.metadataField.context?.type) {
    case 'vacancy':
      return <Briefcase className={rowIcon} aria-hidden="true" />
    case 'company':
      return <Building2 className={rowIcon} aria-hidden="true" />
    default:
      return <FileText className={rowIcon} aria-hidden="true" />
  }
}

/** The bell of the top bar: unread count badge and a 334px menu (docs/product.md §2, §9). */
export function NotificationsMenu(props: NotificationsMenuProps) {
  const { notifications, userType, loading, failed, live, onClear, clearing } = props
  const unread = notifications.filter((n) => !n.readAt).length
  // Controlled, so following a notification's link closes the menu over the page it opens.
  const [open, setOpen] = useState(false)
  return (
    <Popover.Root
      width="notification"
      positioning={{ placement: 'bottom-end' }}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          colorPalette="neutral"
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          className={trigger}
          data-live={live ? 'true' : 'false'}
        >
          <Bell />
          {unread > 0 && <Badge variant="count" count={unread} className={countBadge} aria-hidden="true" />}
        </IconButton>
      </Popover.Trigger>
      <Popover.Content>
        <Popover.Header>
          <Popover.Title>Notifications</Popover.Title>
        </Popover.Header>
        <Popover.Body>
          {failed && <p className={empty}>Notifications could not be refreshed. We keep trying.</p>}
          {loading && notifications.length === 0 ? (
            <div className={empty}>
              <Spinner label="Loading notifications" />
            </div>
          ) : notifications.length === 0 ? (
            <p className={empty}>You have no notifications right now.</p>
          ) : (
            // Focusable so a keyboard can scroll a list longer than the menu: not every row holds a link.
            <ul className={list} tabIndex={0} aria-label="Notifications list">
              {notifications.map((notification) => {
                const href = notificationHref(notification, userType)
                const text = (
                  <>
                    {notification.metadataField.message}
                    {!notification.readAt && <span className={css({ srOnly: true })}> (unread)</span>}
                  </>
                )
                return (
                  <li key={notification.id} className={row}>
                    <ContextIcon notification={notification} />
                    <span className={notification.readAt ? rowText : `${rowText} ${unreadDot}`}>
                      {href ? (
                        <RouterLink to={href} className={rowLink} onClick={() => setOpen(false)}>
                          {text}
                        </RouterLink>
                      ) : (
                        text
                      )}
                    </span>
                    <time className={rowDate} dateTime={notification.createdAt}>
                      {formatNotificationDate(notification.createdAt)}
                    </time>
                  </li>
                )
              })}
            </ul>
          )}
        </Popover.Body>
        {unread > 0 && (
          <Popover.Footer>
            <Button size="sm" variant="ghost" onClick={onClear} loading={clearing}>
              Mark all as read
            </Button>
          </Popover.Footer>
        )}
      </Popover.Content>
    </Popover.Root>
  )
}
