import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Stack } from '@hireloop/styled-system/jsx'
import { Input } from './input.tsx'

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { 'aria-label': 'Company name', placeholder: 'Acme Inc.' },
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Company name' })
    await userEvent.type(input, 'Hireloop')
    await expect(input).toHaveValue('Hireloop')
  },
}

export const States: Story = {
  render: (args) => (
    <Stack gap="3" maxW="sm">
      <Input {...args} size="sm" aria-label="Small" />
      <Input {...args} size="md" aria-label="Medium" />
      <Input {...args} size="lg" aria-label="Large" />
      <Input {...args} aria-label="Invalid" aria-invalid defaultValue="not a url" />
      <Input {...args} aria-label="Disabled" disabled />
      <Input {...args} aria-label="Read only" readOnly defaultValue="Read only value" />
    </Stack>
  ),
}
