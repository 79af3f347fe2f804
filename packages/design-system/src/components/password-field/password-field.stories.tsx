import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Stack } from '@hireloop/styled-system/jsx'
import { PasswordField } from './password-field.tsx'

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', helperText: '8 to 24 characters', autoComplete: 'new-password', required: true },
  decorators: [(Story) => <Stack maxW="sm">{Story()}</Stack>],
} satisfies Meta<typeof PasswordField>

export default meta
type Story = StoryObj<typeof meta>

/** What a keyboard and a screen reader meet: the name, the `*` kept out of it, the description, a real toggle. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/)
    await expect(input).toHaveAccessibleName('Password')
    await expect(input).toBeRequired()
    await expect(input).toHaveAttribute('autocomplete', 'new-password')
    await expect(input).toHaveAccessibleDescription('8 to 24 characters')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true')

    await userEvent.tab()
    await expect(input).toHaveFocus()
    await userEvent.keyboard('Hireloop#2026')
    await expect(input).toHaveAttribute('type', 'password')

    // The toggle comes next in the tab order, says what it does, and names the input it controls.
    await userEvent.tab()
    const show = canvas.getByRole('button', { name: 'Show password' })
    await expect(show).toHaveFocus()
    await expect(show).toHaveAttribute('aria-pressed', 'false')
    await expect(show).toHaveAttribute('aria-controls', input.id)
    await userEvent.keyboard('{Enter}')
    await expect(input).toHaveAttribute('type', 'text')
    await expect(input).toHaveValue('Hireloop#2026')
    const hide = canvas.getByRole('button', { name: 'Hide password' })
    await expect(hide).toHaveFocus()
    await expect(hide).toHaveAttribute('aria-pressed', 'true')
    await userEvent.keyboard(' ')
    await expect(input).toHaveAttribute('type', 'password')
  },
}

/** An error is read after the description, and marks the input invalid. */
export const WithError: Story = {
  args: { errorText: 'Too short', defaultValue: 'short' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/)
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription('8 to 24 characters Too short')
    await expect(canvas.getByText('Too short')).toBeVisible()
    await expect(input.closest('[data-part="root"][data-invalid]')).not.toBeNull()
  },
}

/** Without a description, the error alone describes the input. */
export const ErrorWithoutDescription: Story = {
  args: { label: 'Confirm password', helperText: undefined, errorText: 'Not match' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription('Not match')
  },
}

/** Typing reaches the caller as it would from a plain input. */
export const Controlled: Story = {
  args: { onChange: fn(), onBlur: fn(), name: 'password' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/^Password/)
    await expect(input).toHaveAttribute('name', 'password')
    await userEvent.type(input, 'ab')
    await expect(args.onChange).toHaveBeenCalledTimes(2)
    await userEvent.tab()
    await expect(args.onBlur).toHaveBeenCalledOnce()
  },
}

export const Optional: Story = {
  args: { label: 'Current password', required: false, helperText: undefined, autoComplete: 'current-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Current password')
    await expect(input).not.toBeRequired()
    await expect(canvas.queryByText('*')).toBeNull()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Hireloop#2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Password/)).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled()
  },
}
