import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import * as RadioGroup from './radio-group.tsx'

const types = [
  { value: 'onboarding', label: 'Onboarding' },
  { value: 'intro', label: 'Intro' },
  { value: 'interview', label: 'Interview' },
]

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup.Root,
  args: { onValueChange: fn(), defaultValue: 'intro', orientation: 'vertical', size: 'md' },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  render: (args) => (
    <RadioGroup.Root {...args}>
      <RadioGroup.Label>Interview type</RadioGroup.Label>
      {types.map((type) => (
        <RadioGroup.Item key={type.value} value={type.value} disabled={type.value === 'onboarding' && args.disabled}>
          {type.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  ),
} satisfies Meta<typeof RadioGroup.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Tab lands on the checked radio, arrows move and select. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Interview type' })).toBeInTheDocument()
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Intro' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('radio', { name: 'Interview' })).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'interview' }))
  },
}

export const Horizontal: Story = { args: { orientation: 'horizontal' } }

export const Small: Story = { args: { size: 'sm' } }

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Intro' })).toBeDisabled()
  },
}

export const Invalid: Story = { args: { invalid: true, defaultValue: undefined } }
