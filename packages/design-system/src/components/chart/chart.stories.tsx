import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { BarChart, LineChart } from './chart.tsx'

const applications = [
  { label: 'Jan', value: 120 },
  { label: 'Feb', value: 180 },
  { label: 'Mar', value: 230 },
  { label: 'Apr', value: 160 },
  { label: 'May', value: 200 },
  { label: 'Jun', value: 140 },
]

const meta = {
  title: 'Components/Chart',
  component: BarChart,
  args: {
    title: 'Applications per month',
    description: 'Applications peaked in March at 230.',
    data: applications,
    categoryLabel: 'Month',
    valueLabel: 'Applications',
  },
} satisfies Meta<typeof BarChart>

export default meta
type Story = StoryObj<typeof meta>

/** The chart is one named image; "Show data" (a native disclosure) opens the same numbers as a table. */
export const Bar: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Applications per month' })).toHaveAccessibleDescription(
      'Applications peaked in March at 230.',
    )
    // A native <details>: Enter and Space toggle it in every browser.
    await userEvent.click(canvas.getByText('Show data'))
    const table = canvas.getByRole('table', { name: 'Applications per month' })
    await expect(table).toBeVisible()
    await expect(canvas.getByRole('rowheader', { name: 'Mar' })).toBeVisible()
  },
}

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', notation: 'compact' })

export const Line: Story = {
  render: (args) => (
    <LineChart
      {...args}
      title="Revenue per month"
      description="Revenue grew every month."
      valueLabel="Revenue"
      formatValue={(v) => euros.format(v)}
      data={[
        { label: 'Jan', value: 12000 },
        { label: 'Feb', value: 18500 },
        { label: 'Mar', value: 24100 },
        { label: 'Apr', value: 31000 },
        { label: 'May', value: 40200 },
        { label: 'Jun', value: 48200 },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Revenue per month' })).toBeInTheDocument()
  },
}

export const Empty: Story = { args: { data: [], description: undefined } }
