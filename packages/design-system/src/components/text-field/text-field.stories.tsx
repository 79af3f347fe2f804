import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Stack } from '@hireloop/styled-system/jsx'
import { TextField } from './text-field.tsx'

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'First name', name: 'first_name', autoComplete: 'given-name' },
  decorators: [(Story) => <Stack maxW="sm">{Story()}</Stack>],
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' })
    await userEvent.type(input, 'Ada')
    await expect(input).toHaveValue('Ada')
  },
}

export const WithHelperText: Story = {
  args: { label: 'Website URL', helperText: 'Starts with https://', type: 'url' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Website URL' })).toHaveAccessibleDescription(
      'Starts with https://',
    )
  },
}

export const WithError: Story = {
  args: { errorText: 'First name is required.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /First name/ })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription('First name is required.')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ada' },
}
