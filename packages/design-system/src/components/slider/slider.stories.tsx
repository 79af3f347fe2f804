import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import * as Slider from './slider.tsx'

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
const formatSalary = (value: number) => euros.format(value)

const meta = {
  title: 'Components/Slider',
  component: Slider.Root,
  args: {
    min: 20000,
    max: 200000,
    step: 5000,
    defaultValue: [60000, 90000],
    minStepsBetweenThumbs: 1,
    formatValue: formatSalary,
    thumbLabels: ['Minimum salary', 'Maximum salary'],
    onValueChangeEnd: fn(),
  },
  render: (args) => (
    <Slider.Root {...args}>
      <Slider.Header>
        <Slider.Label>Salary range</Slider.Label>
        <Slider.ValueText />
      </Slider.Header>
      <Slider.Control />
    </Slider.Root>
  ),
} satisfies Meta<typeof Slider.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Tab to a thumb, arrows step by 5,000; the range and the formatted text follow. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const min = canvas.getByRole('slider', { name: 'Minimum salary' })
    const max = canvas.getByRole('slider', { name: 'Maximum salary' })
    await expect(min).toHaveAttribute('aria-valuetext', '€60,000')
    await expect(canvas.getByText('€60,000 – €90,000')).toBeVisible()
    await userEvent.tab()
    await expect(min).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(min).toHaveAttribute('aria-valuenow', '70000')
    await userEvent.tab()
    await expect(max).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(max).toHaveAttribute('aria-valuetext', '€200,000')
    await expect(canvas.getByText('€70,000 – €200,000')).toBeVisible()
    await expect(args.onValueChangeEnd).toHaveBeenCalled()
  },
}

export const SingleValue: Story = {
  args: {
    min: 0,
    max: 100,
    step: 1,
    defaultValue: [40],
    formatValue: (value: number) => `${value} km`,
    thumbLabels: ['Distance'],
  },
  render: (args) => (
    <Slider.Root {...args}>
      <Slider.Header>
        <Slider.Label>Maximum distance</Slider.Label>
        <Slider.ValueText />
      </Slider.Header>
      <Slider.Control />
    </Slider.Root>
  ),
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Distance' })
    thumb.focus()
    await userEvent.keyboard('{Home}')
    await expect(thumb).toHaveAttribute('aria-valuetext', '0 km')
  },
}

export const Disabled: Story = { args: { disabled: true } }
