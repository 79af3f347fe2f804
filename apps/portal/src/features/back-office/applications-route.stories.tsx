/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, userByEmail } from '@hireloop/api/mocks'
import { pipelineGroupOf } from '@hireloop/flows'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/applications` through the real route on the mock marketplace, signed in as the demo recruiter. */
const meta = {
  title: 'Routes/Back office/Applications',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/applications', signedInAs: 'recruiter' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Applications' }, { timeout: 8000 })

/** A deep link to one pipeline group counts exactly the applications in it. */
export const PipelineGroupDeepLink: Story = {
  parameters: { app: { url: '/applications?hiring_pipeline_group=interview', signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    const inGroup = db.applications.filter((a) => pipelineGroupOf(a.status) === 'interview').length
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      inGroup === 1 ? '1 application' : `${inGroup} applications`,
    )
  },
}

/** Move the first row by keyboard: the table's message is toasted and the row's status changes in the marketplace. */
export const Move: Story = {
  play: async ({ canvasElement }) => {
    const trigger = (await within(await table(canvasElement)).findAllByRole('button', { name: /^Move / }))[0]!
    const before = db.applications.map((a) => a.status).join()
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const first = within(await screen.findByRole('menu')).getAllByRole('menuitem')[0]!
    await waitFor(() => expect(first).toHaveAttribute('data-highlighted'))
    await userEvent.keyboard('{Enter}')
    await expect(
      await screen.findByText(/^(Status updated|You’re successfully matched!)$/, {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    await waitFor(() => expect(db.applications.map((a) => a.status).join()).not.toBe(before), { timeout: 5000 })
  },
}

/**
 * A Sourcer (who reads applications and may not move them) messages a talent from a row: the application's
 * conversation opens, created on first use, and is listed in their inbox (GET /recruiter/{id}/conversation).
 */
export const SourcerMessagesTalent: Story = {
  beforeEach() {
    userByEmail(demoEmails.recruiter)!.recruiter_level = 'sourcer'
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = within(await table(canvasElement))
    const message = (await rows.findAllByRole('link', { name: /^Message / }))[0]!
    await expect(rows.queryByRole('button', { name: /^Move / })).toBeNull()
    const talent = message.getAttribute('aria-label')!.replace(/^Message /, '')
    await userEvent.click(message)
    const box = await canvas.findByRole('textbox', { name: 'Message' }, { timeout: 10000 })
    await userEvent.type(box, `Hello ${talent}, a quick question about your application.{Enter}`)
    const log = await canvas.findByRole('log')
    await expect(
      await within(log).findByText(`Hello ${talent}, a quick question about your application.`),
    ).toBeVisible()
    const inbox = canvas.getByRole('navigation', { name: 'Conversations' })
    await waitFor(() => expect(within(inbox).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'page'))
  },
}
