import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { HStack } from '@hireloop/styled-system/jsx'
import { Button } from '../button/button.tsx'
import { toaster } from './toast.tsx'

// The <Toaster /> is rendered once by .storybook/preview.tsx, as the portal renders it once at its root.
function ToastDemo() {
  return (
    <HStack gap="3">
      <Button
        colorPalette="success"
        onClick={() => toaster.success({ title: 'Profile saved', description: 'Your changes are live.' })}
      >
        Success
      </Button>
      <Button
        colorPalette="warning"
        onClick={() =>
          toaster.warning({ title: 'Almost there', description: 'Add a company type to publish vacancies.' })
        }
      >
        Warning
      </Button>
      <Button
        colorPalette="danger"
        onClick={() =>
          toaster.error({ title: 'Could not save', description: 'An account with this email already exists.' })
        }
      >
        Error
      </Button>
    </HStack>
  )
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  beforeEach: () => () => toaster.remove(),
} satisfies Meta<typeof ToastDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }))
    const toast = await screen.findByRole('status', { name: 'Profile saved' })
    await expect(toast).toHaveAccessibleDescription('Your changes are live.')
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Profile saved' })).not.toBeInTheDocument())
  },
}

export const Warning: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Warning' }))
    const toast = await screen.findByRole('status', { name: 'Almost there' })
    await expect(toast).toHaveAttribute('data-type', 'warning')
  },
}

/** Errors use `role="alert"`; the close button works from the keyboard. */
export const ErrorAlert: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }))
    const toast = await screen.findByRole('alert', { name: 'Could not save' })
    await expect(toast).toHaveAccessibleDescription('An account with this email already exists.')
    within(toast).getByRole('button', { name: 'Close' }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Could not save' })).not.toBeInTheDocument())
  },
}
