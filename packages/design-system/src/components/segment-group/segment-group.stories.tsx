import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Stack } from '@hireloop/styled-system/jsx'
import * as SegmentGroup from './segment-group.tsx'

const meta = {
  title: 'Components/SegmentGroup',
  component: SegmentGroup.Root,
  args: { defaultValue: 'month', onValueChange: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  render: (args) => (
    <SegmentGroup.Root {...args}>
      <SegmentGroup.Label>Calendar view</SegmentGroup.Label>
      <SegmentGroup.Item value="month">Month</SegmentGroup.Item>
      <SegmentGroup.Item value="week">Week</SegmentGroup.Item>
      <SegmentGroup.Item value="agenda" disabled>
        Agenda
      </SegmentGroup.Item>
    </SegmentGroup.Root>
  ),
} satisfies Meta<typeof SegmentGroup.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Tab lands on the selected segment; arrows select the next (skipping disabled ones). */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Calendar view' })).toBeInTheDocument()
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Month' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Week' })).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'week' }))
  },
}

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="3" alignItems="flex-start">
      {(['sm', 'md'] as const).map((size) => (
        <SegmentGroup.Root key={size} {...args} size={size} aria-label={`Status ${size}`}>
          <SegmentGroup.Item value="month">Open</SegmentGroup.Item>
          <SegmentGroup.Item value="week">Archived</SegmentGroup.Item>
        </SegmentGroup.Root>
      ))}
    </Stack>
  ),
}

export const Disabled: Story = { args: { disabled: true } }
