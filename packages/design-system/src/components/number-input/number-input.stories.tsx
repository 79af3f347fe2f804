import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { Stack } from '@hireloop/styled-system/jsx'
import * as Field from '../field/field.tsx'
import * as NumberInput from './number-input.tsx'

const meta = {
  title: 'Components/NumberInput',
  component: NumberInput.Root,
  args: { defaultValue: '3', min: 0, max: 40, onValueChange: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <NumberInput.Root {...args}>
      <NumberInput.Label>Years of experience</NumberInput.Label>
      <NumberInput.Control />
    </NumberInput.Root>
  ),
} satisfies Meta<typeof NumberInput.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: ArrowUp/Down step by one, End jumps to the maximum. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Years of experience' })
    await userEvent.tab()
    await expect(input).toHaveFocus()
    // aria-valuenow is what assistive tech reads; Zag syncs the text a frame later.
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(input).toHaveAttribute('aria-valuenow', '4'))
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(input).toHaveAttribute('aria-valuenow', '3'))
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(input).toHaveValue('40'))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ valueAsNumber: 40 }))
    await expect(canvas.getByRole('button', { name: /increase/i })).toBeDisabled()
  },
}

export const Currency: Story = {
  args: {
    defaultValue: '85000',
    min: 0,
    max: 1000000,
    step: 1000,
    formatOptions: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
    locale: 'en-GB',
  },
  render: (args) => (
    <NumberInput.Root {...args}>
      <NumberInput.Label>Salary</NumberInput.Label>
      <NumberInput.Control />
    </NumberInput.Root>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Salary' })
    await expect(input).toHaveValue('€85,000')
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }))
    await waitFor(() => expect(input).toHaveValue('€86,000'))
  },
}

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <NumberInput.Root key={size} {...args} size={size}>
          <NumberInput.Label>Size {size}</NumberInput.Label>
          <NumberInput.Control />
        </NumberInput.Root>
      ))}
    </Stack>
  ),
}

export const InvalidInField: Story = {
  render: (args) => (
    <Field.Root invalid>
      <NumberInput.Root {...args}>
        <NumberInput.Label>Years of experience</NumberInput.Label>
        <NumberInput.Control />
      </NumberInput.Root>
      <Field.ErrorText>Enter up to 40 years.</Field.ErrorText>
    </Field.Root>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Years of experience' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

export const Disabled: Story = { args: { disabled: true } }
