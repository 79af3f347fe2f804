import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Stack } from '@hireloop/styled-system/jsx'
import { Input } from '../input/input.tsx'
import { Textarea } from '../textarea/textarea.tsx'
import { FormField } from './form-field.tsx'

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: {
    label: 'About the team',
    helperText: 'Candidates read this first.',
    children: <Textarea placeholder="Who you are, how you work…" />,
  },
  decorators: [(Story) => <Stack maxW="sm">{Story()}</Stack>],
} satisfies Meta<typeof FormField>

export default meta
type Story = StoryObj<typeof meta>

/** The wrapper names and describes whatever control it holds; here a textarea, reached with Tab. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'About the team' })
    await expect(box).toHaveAccessibleDescription('Candidates read this first.')
    await expect(box).toBeValid()
    await userEvent.tab()
    await expect(box).toHaveFocus()
  },
}

/** The `*` shows, stays out of the accessible name, and the control itself is required. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'About the team' })
    await expect(box).toBeRequired()
    await expect(canvas.getByText('*')).toBeVisible()
  },
}

/** The error is read after the description and marks the control (and the label, for styles) invalid. */
export const Invalid: Story = {
  args: { required: true, errorText: 'Required' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'About the team' })
    await expect(box).toBeInvalid()
    await expect(box).toHaveAccessibleDescription('Candidates read this first. Required')
    await expect(canvas.getByText('About the team')).toHaveAttribute('data-invalid')
  },
}

/** `invalid` without a message: marked, nothing more to read. */
export const InvalidWithoutMessage: Story = {
  args: { invalid: true, helperText: undefined, label: 'Website URL', children: <Input type="url" /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Website URL' })
    await expect(input).toBeInvalid()
    await expect(input).not.toHaveAccessibleDescription()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'About the team' })).toBeDisabled()
  },
}
