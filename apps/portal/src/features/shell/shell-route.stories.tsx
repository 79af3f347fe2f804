/// <reference types="msw-storybook-addon/csf3" />
import { emptyNotifications, errorFor, loadingForever } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute, storyServices } from '../../testing/story-app.tsx'
import { DRAWER_CLOSED_KEY } from './drawer-state.ts'

/**
 * The shell through the router, per role, on the mock marketplace: the navigation comes from the route table, the
 * bell from the notifications the marketplace holds for the signed-in user.
 */
const meta = {
  title: 'Routes/Shell',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/meetings', signedInAs: 'recruiter' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const page = (canvasElement: HTMLElement) => within(canvasElement)
const body = () => within(document.body)

async function openBell(canvasElement: HTMLElement, name: RegExp) {
  const bell = await page(canvasElement).findByRole('button', { name }, { timeout: 5000 })
  await userEvent.click(bell)
  return body().findByRole('dialog', { name: 'Notifications', hidden: true })
}

const BACK_OFFICE = ['Vacancies', 'Applications', 'Companies', 'Meetings', 'Skills', 'Talents', 'Chat']
/** The drawer's entries by their visible names, top to bottom (an unread count is not part of the name). */
const entriesOf = (drawer: HTMLElement) =>
  within(drawer)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label')!.replace(/, \d+ unread$/, ''))

/** Leaves local storage as the story found it: the drawer's state is remembered there across stories too. */
function withDrawerClosed(value: string | null) {
  return () => {
    const before = window.localStorage.getItem(DRAWER_CLOSED_KEY)
    if (value === null) window.localStorage.removeItem(DRAWER_CLOSED_KEY)
    else window.localStorage.setItem(DRAWER_CLOSED_KEY, value)
    return () => {
      if (before === null) window.localStorage.removeItem(DRAWER_CLOSED_KEY)
      else window.localStorage.setItem(DRAWER_CLOSED_KEY, before)
    }
  }
}

/** A recruiter: the back-office drawer, the page's title as heading and document title, unread count on the bell. */
export const Recruiter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const drawer = await canvas.findByRole('navigation', { name: 'Back office' }, { timeout: 5000 })
    for (const item of BACK_OFFICE) {
      await expect(within(drawer).getByRole('link', { name: new RegExp(`^${item}`) })).toBeVisible()
    }
    // In the spec's order (docs/product.md §2), whatever other entries a later issue adds between them.
    await expect(entriesOf(drawer).filter((name) => BACK_OFFICE.includes(name))).toEqual(BACK_OFFICE)
    await expect(within(drawer).queryByRole('link', { name: 'Invites' })).toBeNull()
    await expect(within(drawer).getByRole('link', { name: 'Meetings' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible()
    await expect(document.title).toBe('Meetings · Hireloop')
    await expectShown(canvas.findByRole('button', { name: /^Notifications, \d+ unread$/ }))
  },
}

export const Admin: Story = {
  parameters: { app: { url: '/invite', signedInAs: 'admin' } },
  play: async ({ canvasElement }) => {
    const drawer = await page(canvasElement).findByRole('navigation', { name: 'Back office' }, { timeout: 5000 })
    for (const item of ['Invites', 'Access', 'Recruiters']) {
      await expect(within(drawer).getByRole('link', { name: item })).toBeVisible()
    }
    await expect(page(canvasElement).getByRole('heading', { level: 1, name: 'Invites' })).toBeVisible()
  },
}

/**
 * The recruiter collapses the drawer to its icons, by keyboard: the entries keep their names, and closing it is stored
 * for the next visit (docs/product.md §9); expanding it again is stored too.
 */
export const CollapseDrawer: Story = {
  beforeEach: withDrawerClosed(null),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const drawer = await canvas.findByRole('navigation', { name: 'Back office' }, { timeout: 5000 })
    const collapse = canvas.getByRole('button', { name: 'Collapse navigation' })
    await expect(collapse).toHaveAttribute('aria-expanded', 'true')
    collapse.focus()
    await userEvent.keyboard('{Enter}')
    const expand = await canvas.findByRole('button', { name: 'Expand navigation' })
    await expect(expand).toHaveAttribute('aria-expanded', 'false')
    await expect(expand).toHaveFocus()
    await expect(window.localStorage.getItem(DRAWER_CLOSED_KEY)).toBe('true')
    // Collapsed to icons, each entry still says where it leads, by its name and its tooltip.
    await expect(drawer.closest('[data-state]')).toHaveAttribute('data-state', 'collapsed')
    await expect(within(drawer).getByRole('link', { name: 'Vacancies' })).toHaveAttribute('title', 'Vacancies')
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByRole('button', { name: 'Collapse navigation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(window.localStorage.getItem(DRAWER_CLOSED_KEY)).toBe('false')
  },
}

/** A drawer the recruiter closed on a previous visit opens closed after a reload. */
export const DrawerRemembered: Story = {
  beforeEach: withDrawerClosed('true'),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const drawer = await canvas.findByRole('navigation', { name: 'Back office' }, { timeout: 5000 })
    await expect(canvas.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute('aria-expanded', 'false')
    await expect(drawer.closest('[data-state]')).toHaveAttribute('data-state', 'collapsed')
    await expect(entriesOf(drawer).filter((name) => BACK_OFFICE.includes(name))).toEqual(BACK_OFFICE)
  },
}

/** An employer lands on job openings: the top navigation, no drawer. */
export const Employer: Story = {
  parameters: { app: { url: '/', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const nav = await canvas.findByRole('navigation', { name: 'Main' }, { timeout: 5000 })
    for (const item of ['My profile', 'Job Openings', 'Matching', 'Hiring Pipeline', 'Meetings']) {
      await expect(within(nav).getByRole('link', { name: item })).toBeVisible()
    }
    await expect(canvas.getByRole('heading', { level: 1, name: 'Job Openings' })).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Back office' })).toBeNull()
  },
}

/** A talent with a draft resume lands on onboarding; My profile opens the CV editor. */
export const TalentWithDraft: Story = {
  parameters: { app: { url: '/', signedInAs: 'talentDraft' } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const nav = await canvas.findByRole('navigation', { name: 'Main' }, { timeout: 5000 })
    await expectShown(canvas.findByRole('heading', { level: 1, name: /^Welcome to Hireloop/ }))
    await expect(within(nav).getByRole('link', { name: 'My profile' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/manage-cv\//),
    )
    await expect(within(nav).getByRole('link', { name: /^Jobs/ })).toBeVisible()
  },
}

/** Nothing new: the bell says so in a sentence. */
export const NoNotifications: Story = {
  beforeEach({ msw }) {
    msw.use(...emptyNotifications())
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement, /^Notifications$/)
    await waitFor(() => expect(within(dialog).getByText('You have no notifications right now.')).toBeVisible())
  },
}

/** The notifications have not come yet: the page is there, the bell shows it is loading. */
export const NotificationsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('listMyNotifications'))
  },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('heading', { level: 1, name: 'Meetings' }, { timeout: 5000 }),
    ).toBeVisible()
    const dialog = await openBell(canvasElement, /^Notifications$/)
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Loading notifications'))
  },
}

/** The notifications fail: the shell still works, the bell says it keeps trying. */
export const NotificationsFail: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('listMyNotifications', 500))
  },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('heading', { level: 1, name: 'Meetings' }, { timeout: 5000 }),
    ).toBeVisible()
    const dialog = await openBell(canvasElement, /^Notifications$/)
    await waitFor(() =>
      expect(within(dialog).getByText('Notifications could not be refreshed. We keep trying.')).toBeVisible(),
    )
  },
}

/** Mark all as read: the marketplace clears them and the bell, refreshed by the mutation, has no count left. */
export const MarkAllAsRead: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement, /^Notifications, \d+ unread$/)
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mark all as read' }))
    await expect(
      await page(canvasElement).findByRole('button', { name: 'Notifications' }, { timeout: 5000 }),
    ).toBeVisible()
  },
}

/** Signed out, a signed-in page goes to login, which starts the sign-in. */
export const SignedOut: Story = {
  parameters: { app: { url: '/meetings', signedInAs: null } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Redirecting to sign-in'), {
      timeout: 5000,
    })
    // The deep link travels with the sign-in, so the user comes back to it (ADR 0050).
    await waitFor(() => expect(storyServices?.signIns).toEqual([{ company: false, returnTo: '/meetings' }]))
  },
}
