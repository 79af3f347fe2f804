import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { CreateRecruiterScreen } from './create-recruiter-screen.tsx'

const meta = {
  title: 'Screens/Admin/Add recruiter',
  component: CreateRecruiterScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof CreateRecruiterScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Name, email, a level (Recruiter by default) and the admin flag; sent as typed. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Noor')
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Haddad')
    await userEvent.type(canvas.getByRole('textbox', { name: /Work email/ }), 'noor@hireloop.test')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Level' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Senior Recruiter' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: /Admin/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add recruiter' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Noor',
        lastName: 'Haddad',
        email: 'noor@hireloop.test',
        level: 'senior_recruiter',
        isAdmin: true,
      }),
    )
  },
}

/** Nothing typed: the required fields say so and nothing is sent. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Add recruiter' }))
    await expect(await canvas.findAllByText(/required|valid email/i)).not.toHaveLength(0)
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/recruiter')
  },
}
