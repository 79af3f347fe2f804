import { APPLICATION_STATUS_LABELS, applicationStatuses } from '@hireloop/flows'
import { Wrap } from '@hireloop/styled-system/jsx'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ApplicationStatusBadge } from './application-status-badge.tsx'

const meta = {
  title: 'Patterns/Applications/Status badge',
  component: ApplicationStatusBadge,
  args: { status: 'interview_requested' },
} satisfies Meta<typeof ApplicationStatusBadge>
export default meta
type Story = StoryObj<typeof meta>

/** A status in the product's words. */
export const InterviewRequested: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Interview requested')).toHaveAttribute('data-status', 'interview_requested')
  },
}

/** Both sides confirmed: "Hired", not "Offer accepted". */
export const Hired: Story = {
  args: { status: 'offer_accepted', hired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hired')).toBeVisible()
    await expect(canvas.queryByText('Offer accepted')).toBeNull()
  },
}

/** Every status of docs/product.md §4, each with its own words. */
export const EveryStatus: Story = {
  render: () => (
    <Wrap gap="2">
      {applicationStatuses.map((status) => (
        <ApplicationStatusBadge key={status} status={status} />
      ))}
    </Wrap>
  ),
  play: async ({ canvas }) => {
    for (const status of applicationStatuses) {
      await expect(canvas.getByText(APPLICATION_STATUS_LABELS[status])).toHaveAttribute('data-status', status)
    }
  },
}
