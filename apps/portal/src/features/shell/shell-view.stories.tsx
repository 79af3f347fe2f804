import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { navigationOf } from '../../testing/navigation.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { notifications, users } from '../../testing/users.ts'
import { ShellView } from './shell-view.tsx'

const meta = {
  title: 'Screens/Shell',
  component: ShellView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/vacancy' },
  args: {
    user: users.recruiter,
    navigation: navigationOf(users.recruiter),
    notifications: [],
    drawerCollapsed: false,
    onDrawerCollapsedChange: fn(),
    onClearNotifications: fn(),
    onSignOut: fn(),
    children: <h1>Vacancies</h1>,
  },
} satisfies Meta<typeof ShellView>
export default meta
type Story = StoryObj<typeof meta>

const page = (canvasElement: HTMLElement) => within(canvasElement)
const body = () => within(document.body)

/** Recruiters get the drawer with the seven items of docs/product.md §2, no admin items. */
export const Recruiter: Story = {
  play: async ({ canvasElement }) => {
    const drawer = page(canvasElement).getByRole('navigation', { name: 'Back office' })
    for (const item of ['Vacancies', 'Applications', 'Companies', 'Meetings', 'Skills', 'Talents', 'Chat']) {
      await expect(within(drawer).getByRole('link', { name: item })).toBeVisible()
    }
    await expect(within(drawer).queryByRole('link', { name: 'Invites' })).toBeNull()
    await expect(within(drawer).getByRole('link', { name: 'Vacancies' })).toHaveAttribute('aria-current', 'page')
  },
}

export const Admin: Story = {
  args: { user: users.admin, navigation: navigationOf(users.admin) },
  play: async ({ canvasElement }) => {
    const drawer = page(canvasElement).getByRole('navigation', { name: 'Back office' })
    for (const item of ['Invites', 'Access', 'Recruiters']) {
      await expect(within(drawer).getByRole('link', { name: item })).toBeVisible()
    }
  },
}

export const DrawerCollapsed: Story = {
  args: { drawerCollapsed: true },
  play: async ({ canvasElement, args }) => {
    const toggle = page(canvasElement).getByRole('button', { name: 'Expand navigation' })
    await userEvent.click(toggle)
    await expect(args.onDrawerCollapsedChange).toHaveBeenCalledWith(false)
  },
}

/** Employers: top navigation with Job Openings, Matching, Hiring Pipeline, Meetings and Chat; no drawer. */
export const Employer: Story = {
  args: { user: users.employer, navigation: navigationOf(users.employer), notifications, unreadConversations: 1 },
  parameters: { route: '/job-openings' },
  play: async ({ canvasElement }) => {
    const nav = page(canvasElement).getByRole('navigation', { name: 'Main' })
    for (const item of ['My profile', 'Job Openings', 'Matching', 'Hiring Pipeline', 'Meetings']) {
      await expect(within(nav).getByRole('link', { name: item })).toBeVisible()
    }
    await expect(within(nav).getByRole('link', { name: 'Chat, 1 unread' })).toBeVisible()
    await expect(page(canvasElement).queryByRole('navigation', { name: 'Back office' })).toBeNull()
  },
}

export const TalentWithDraft: Story = {
  args: { user: users.talentDraft, navigation: navigationOf(users.talentDraft) },
  parameters: { route: '/onboarding' },
  play: async ({ canvasElement }) => {
    const nav = page(canvasElement).getByRole('navigation', { name: 'Main' })
    await expect(within(nav).getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/manage-cv/r-2')
    await expect(within(nav).getByRole('link', { name: 'Jobs' })).toBeVisible()
  },
}

export const NoNotifications: Story = {
  play: async ({ canvasElement }) => {
    page(canvasElement).getByRole('button', { name: 'Notifications' }).focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await body().findByRole('dialog', { name: 'Notifications', hidden: true })
    await waitFor(() => expect(within(dialog).getByText('You have no notifications right now.')).toBeVisible())
    await expect(dialog.offsetWidth).toBe(334)
  },
}

/** Unread count on the bell; dates as month/day; "Mark all as read" clears. */
export const WithNotifications: Story = {
  args: { notifications },
  play: async ({ canvasElement, args }) => {
    page(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }).focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await body().findByRole('dialog', { name: 'Notifications', hidden: true })
    await waitFor(() => expect(within(dialog).getByText('Northwind Labs sent you a message')).toBeVisible())
    await expect(within(dialog).getByText('11/20')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }))
    await expect(args.onClearNotifications).toHaveBeenCalled()
  },
}

/**
 * Each notification links to the page that shows its object to the reader's role (the employer's pipeline for a
 * vacancy, the chat for a message); one without such a page stays text. Following a link closes the menu.
 */
export const NotificationLinks: Story = {
  args: {
    user: users.employer,
    navigation: navigationOf(users.employer),
    notifications: [
      {
        id: 'n-applied',
        type: 'app',
        createdAt: '2026-11-21T10:00:00Z',
        readAt: null,
        metadataField: { message: 'Tara Talent applied to Fleet engineer.', context: { type: 'vacancy', id: 'v-7' } },
      },
      {
        id: 'n-message',
        type: 'message',
        createdAt: '2026-11-21T09:00:00Z',
        readAt: null,
        metadataField: { message: 'Tara Talent sent you a message.', context: { type: 'vacancy', id: 'v-7' } },
      },
      {
        id: 'n-resume',
        type: 'app',
        createdAt: '2026-11-20T09:00:00Z',
        readAt: '2026-11-20T10:00:00Z',
        metadataField: { message: 'A resume was updated.', context: null },
      },
    ],
  },
  parameters: { route: '/job-openings' },
  play: async ({ canvasElement }) => {
    page(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }).focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await body().findByRole('dialog', { name: 'Notifications', hidden: true })
    const applied = await within(dialog).findByRole('link', { name: 'Tara Talent applied to Fleet engineer. (unread)' })
    await expect(applied).toHaveAttribute('href', '/job-openings/hiring-pipeline/v-7')
    await expect(within(dialog).getByRole('link', { name: /sent you a message/ })).toHaveAttribute('href', '/messages')
    await expect(within(dialog).queryByRole('link', { name: /resume was updated/ })).toBeNull()
    await waitFor(() => expect(within(dialog).getByText('A resume was updated.')).toBeVisible())

    applied.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(dialog).not.toBeVisible())
    const nav = page(canvasElement).getByRole('navigation', { name: 'Main' })
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Hiring Pipeline' })).toHaveAttribute('aria-current', 'page'),
    )
  },
}

/**
 * The event stream is open: new notifications reach the bell as they happen, and polling rests (ADR 0026). The bell
 * looks the same; its `data-live` says which way it is kept fresh.
 */
export const LiveNotifications: Story = {
  args: { notifications, notificationsLive: true },
  play: async ({ canvasElement }) => {
    const bell = page(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' })
    await expect(bell).toHaveAttribute('data-live', 'true')
  },
}

/** The stream is down: the bell is polled every 10 seconds, as docs/product.md §7 asks. */
export const PolledNotifications: Story = {
  args: { notifications, notificationsLive: false },
  play: async ({ canvasElement }) => {
    const bell = page(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' })
    await expect(bell).toHaveAttribute('data-live', 'false')
  },
}

/** The account menu by keyboard: company settings only for employers, Logout signs out. */
export const AccountMenuEmployer: Story = {
  args: { user: users.employer, navigation: navigationOf(users.employer) },
  parameters: { route: '/job-openings' },
  play: async ({ canvasElement, args }) => {
    const trigger = page(canvasElement).getByRole('button', { name: /Erin Employer.*account menu/ })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await body().findByRole('menu')
    for (const item of ['Account settings', 'Company settings', 'Logout', 'Terms of service', 'Privacy policy']) {
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: item })).toBeVisible())
    }
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }))
    await expect(args.onSignOut).toHaveBeenCalled()
  },
}

export const AccountMenuTalent: Story = {
  args: { user: users.talentPublished, navigation: navigationOf(users.talentPublished) },
  parameters: { route: '/matching' },
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: /account menu/ }))
    const menu = await body().findByRole('menu')
    await expect(within(menu).queryByRole('menuitem', { name: 'Company settings' })).toBeNull()
  },
}

/** A user without a name: 'No name' (docs/product.md §2). */
export const NoName: Story = {
  args: { user: users.unnamed, navigation: navigationOf(users.unnamed) },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('button', { name: /No name.*account menu/ })).toBeVisible()
  },
}

/**
 * Development builds add the machine inspector's switch to the account menu (the flows package's Stately inspector,
 * ADR 0049); production builds never pass it, so the item is absent there (every other story).
 */
export const InspectorSwitch: Story = {
  args: {
    user: users.employer,
    navigation: navigationOf(users.employer),
    onInspectorChange: fn(),
    inspectorOn: false,
  },
  parameters: { route: '/job-openings' },
  play: async ({ canvasElement }) => {
    page(canvasElement)
      .getByRole('button', { name: /Erin Employer.*account menu/ })
      .focus()
    await userEvent.keyboard('{Enter}')
    const menu = await body().findByRole('menu')
    for (const name of ['Account settings', 'Turn on the machine inspector', 'Logout']) {
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name })).toBeVisible())
    }
  },
}
