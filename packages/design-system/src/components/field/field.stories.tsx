import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import * as Field from './field.tsx'

const meta = {
  title: 'Components/Field',
  component: Field.Root,
  args: { invalid: false, required: false, disabled: false },
  render: (args) => (
    <Field.Root {...args} maxW="sm">
      <Field.Label>
        Work email
        {args.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Field.Input type="email" placeholder="name@company.com" />
      <Field.HelperText>We send the verification link here.</Field.HelperText>
      <Field.ErrorText>Enter a valid email address.</Field.ErrorText>
    </Field.Root>
  ),
} satisfies Meta<typeof Field.Root>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Work email' })
    await expect(input).toHaveAccessibleDescription('We send the verification link here.')
    await expect(canvas.queryByText('Enter a valid email address.')).not.toBeInTheDocument()
  },
}

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Work email' })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a valid email address.'))
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible()
    // Styles key off data-invalid on the root, label and input.
    await expect(input).toHaveAttribute('data-invalid')
    await expect(canvas.getByText('Work email')).toHaveAttribute('data-invalid')
    await expect(input.closest('[data-part="root"]')).toHaveAttribute('data-invalid')
  },
}

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Work email/ })).toBeRequired()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Work email' })).toBeDisabled()
  },
}
