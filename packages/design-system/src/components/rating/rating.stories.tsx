import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Rating } from './rating.tsx'

const meta = {
  title: 'Components/Rating',
  component: Rating,
  args: { label: 'Communication', defaultValue: 3, onValueChange: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Rating>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Tab focuses the checked star, ArrowRight raises the rating, Home sets one star. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    const three = canvas.getByRole('radio', { name: /3 stars/i })
    await expect(three).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 4 }))
    await expect(canvas.getByRole('radio', { name: /4 stars/i })).toHaveAttribute('aria-checked', 'true')
  },
}

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 4, size: 'sm', label: 'Average feedback' } }

export const Disabled: Story = { args: { disabled: true } }
