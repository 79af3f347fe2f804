import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import * as Field from '../field/field.tsx'
import { PasswordInput } from './password-input.tsx'

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  args: { placeholder: '8 to 24 characters' },
  render: (args) => (
    <Field.Root maxW="sm" invalid={args['aria-invalid'] === true}>
      <Field.Label>Password</Field.Label>
      <PasswordInput {...args} />
      <Field.ErrorText>Password must be 8 to 24 characters.</Field.ErrorText>
    </Field.Root>
  ),
} satisfies Meta<typeof PasswordInput>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password')
    await userEvent.type(input, 'Hireloop#2026')
    await expect(input).toHaveAttribute('type', 'password')

    const show = canvas.getByRole('button', { name: 'Show password' })
    await expect(show).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(show)
    await expect(input).toHaveAttribute('type', 'text')
    await expect(input).toHaveValue('Hireloop#2026')

    // Keyboard: the toggle is in the tab order and works with Space.
    const hide = canvas.getByRole('button', { name: 'Hide password' })
    await expect(hide).toHaveAttribute('aria-pressed', 'true')
    input.focus()
    await userEvent.tab()
    await expect(hide).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(input).toHaveAttribute('type', 'password')
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus()
  },
}

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'Hireloop#2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text')
  },
}

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'short' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password')
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription('Password must be 8 to 24 characters.')
  },
}

export const Disabled: Story = {
  render: (args) => (
    <Field.Root maxW="sm" disabled>
      <Field.Label>Password</Field.Label>
      <PasswordInput {...args} />
    </Field.Root>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled()
  },
}
