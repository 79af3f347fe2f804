import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Stack } from '@hireloop/styled-system/jsx'
import * as Field from '../field/field.tsx'
import { Textarea } from './textarea.tsx'

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { placeholder: 'Tell candidates about the team…', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <Field.Root>
      <Field.Label>Description</Field.Label>
      <Textarea {...args} />
      <Field.HelperText>Markdown is not supported.</Field.HelperText>
    </Field.Root>
  ),
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Tab focuses it; Enter makes a new line instead of submitting. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Description' })
    await expect(box).toHaveAccessibleDescription('Markdown is not supported.')
    await userEvent.tab()
    await expect(box).toHaveFocus()
    await userEvent.keyboard('First line{Enter}Second line')
    await expect(box).toHaveValue('First line\nSecond line')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Textarea key={size} {...args} size={size} aria-label={`Size ${size}`} />
      ))}
    </Stack>
  ),
}

export const Invalid: Story = {
  render: (args) => (
    <Field.Root invalid>
      <Field.Label>Description</Field.Label>
      <Textarea {...args} />
      <Field.ErrorText>Enter a description.</Field.ErrorText>
    </Field.Root>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Description' })
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toHaveAccessibleDescription('Enter a description.')
  },
}

export const Disabled: Story = {
  render: (args) => (
    <Field.Root disabled>
      <Field.Label>Description</Field.Label>
      <Textarea {...args} />
    </Field.Root>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeDisabled()
  },
}

export const ReadOnlyAutoresize: Story = {
  render: (args) => (
    <Field.Root readOnly>
      <Field.Label>Description</Field.Label>
      <Textarea {...args} autoresize defaultValue={'We hire engineers.\nRemote friendly.\nFour-day week.'} />
    </Field.Root>
  ),
}
