/// <reference types="msw-storybook-addon/csf3" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { loadingStory, serviceDownStory } from '../../testing/route-states.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/access` through the real route on the mock marketplace, whose rules are the mock policy's data. */
const meta = {
  title: 'Routes/Access',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/access?subject=sourcer', signedInAs: 'admin' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const table = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('table', { name }, { timeout: 10000 })

/** The demo's rules for Sourcers: the defaults and the custom one (they may update vacancies). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const matrix = within(await table(canvasElement, 'What Sourcers may do'))
    await expect(matrix.getByRole('checkbox', { name: 'Sourcers may read vacancies' })).toBeChecked()
    await expect(matrix.getByRole('checkbox', { name: 'Sourcers may update vacancies' })).toBeChecked()
    await expect(matrix.getByRole('checkbox', { name: 'Sourcers may delete vacancies' })).not.toBeChecked()
  },
}

/** Allowing a cell creates its rule, taking it away removes it: each with the toast of docs/product.md §8. */
export const CreateAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const matrix = within(await table(canvasElement, 'What Sourcers may do'))
    await userEvent.click(matrix.getByRole('checkbox', { name: 'Sourcers may delete vacancies' }))
    await expect(await screen.findByText('Access rule created', {}, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(matrix.getByRole('checkbox', { name: 'Sourcers may delete vacancies' })).toBeChecked())
    await waitFor(() => expect(matrix.getByRole('checkbox', { name: 'Sourcers may update vacancies' })).toBeEnabled())
    await userEvent.click(matrix.getByRole('checkbox', { name: 'Sourcers may update vacancies' }))
    await expect(await screen.findByText('Access rule removed', {}, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() =>
      expect(matrix.getByRole('checkbox', { name: 'Sourcers may update vacancies' })).not.toBeChecked(),
    )
  },
}

/** The admins' tab: the lock-out cells stay on and disabled. */
export const Admins: Story = {
  parameters: { app: { url: '/access?subject=admin', signedInAs: 'admin' } },
  play: async ({ canvasElement }) => {
    const matrix = within(await table(canvasElement, 'What Admins may do'))
    const locked = matrix.getByRole('checkbox', { name: /^Admins may create access rules/ })
    await expect(locked).toBeChecked()
    await expect(locked).toBeDisabled()
  },
}

/** A recruiter who is no admin meets the route table's refusal. */
export const NotAnAdmin: Story = {
  parameters: { app: { url: '/access', signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: 'This page is not for your role' },
        { timeout: 10000 },
      ),
    ).toBeVisible()
  },
}

/** The rules are on their way. */
export const Loading: Story = loadingStory('listAccessRules')

/** The rules do not load: what happened, and a way to try again. */
export const ServiceDown: Story = serviceDownStory('listAccessRules')
