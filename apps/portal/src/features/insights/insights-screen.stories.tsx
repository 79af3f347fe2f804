import { weeksOf, type InsightsPeriod } from '@hireloop/flows/rules'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { Insights } from './insights-figures.ts'
import { periodOfChoice, type PeriodChoice } from './insights-period.ts'
import { InsightsScreen, type InsightsScreenProps } from './insights-screen.tsx'

/** The stories' today: the dates on screen are the same on every day a story runs. */
const TODAY = new Date('2026-11-23T12:00:00Z')
const NINETY: PeriodChoice = { kind: 'preset', days: 90 }

/** Figures of a period: twelve applications a week or so, a few hires, two companies. */
function insightsOf(period: InsightsPeriod): Insights {
  const weeks = weeksOf(period)
  const weekly = weeks.map((weekStart, index) => ({
    weekStart,
    applications: [9, 12, 7, 15, 11, 18, 13, 10, 16, 8, 14, 12, 9, 6][index % 14]!,
    hires: [0, 1, 0, 0, 2, 0, 1, 0, 0, 1, 0, 2, 0, 1][index % 14]!,
  }))
  const applications = weekly.reduce((sum, week) => sum + week.applications, 0)
  const hires = weekly.reduce((sum, week) => sum + week.hires, 0)
  return {
    from: period.from,
    to: period.to,
    companyId: null,
    totals: { applications, hires },
    timeToHire: { hires, medianDays: 18.5, p75Days: 24 },
    funnel: [
      { step: 'matched', reached: applications, rate: null },
      { step: 'interested', reached: Math.round(applications * 0.6), rate: 0.6 },
      { step: 'interview', reached: Math.round(applications * 0.3), rate: 0.5 },
      { step: 'decision', reached: Math.round(applications * 0.12), rate: 0.4 },
      { step: 'hired', reached: hires, rate: 0.6 },
    ],
    responseTime: { applications: applications - 10, answered: applications - 25, medianHours: 20.5, p75Hours: 41 },
    vacancies: [
      {
        vacancyId: 'v-1',
        title: 'Robot fleet engineer',
        companyId: 'c-1',
        companyName: 'Acme Robotics',
        applications: 41,
        hires: 3,
      },
      {
        vacancyId: 'v-2',
        title: 'Data engineer',
        companyId: 'c-2',
        companyName: 'Lumen Health',
        applications: 28,
        hires: 2,
      },
      {
        vacancyId: 'v-3',
        title: 'Product designer',
        companyId: 'c-1',
        companyName: 'Acme Robotics',
        applications: 19,
        hires: 0,
      },
    ],
    companies: [
      { companyId: 'c-1', name: 'Acme Robotics', applications: 60, hires: 3 },
      { companyId: 'c-2', name: 'Lumen Health', applications: 28, hires: 2 },
    ],
    weekly,
  }
}

const emptyOf = (period: InsightsPeriod): Insights => ({
  ...insightsOf(period),
  totals: { applications: 0, hires: 0 },
  timeToHire: { hires: 0, medianDays: null, p75Days: null },
  funnel: (['matched', 'interested', 'interview', 'decision', 'hired'] as const).map((step) => ({
    step,
    reached: 0,
    rate: null,
  })),
  responseTime: { applications: 0, answered: 0, medianHours: null, p75Hours: null },
  vacancies: [],
  companies: [],
  weekly: weeksOf(period).map((weekStart) => ({ weekStart, applications: 0, hires: 0 })),
})

const NINETY_DAYS = periodOfChoice(NINETY, TODAY)

/**
 * The screen as the route wires it: the choice held here as the URL would hold it, the figures recomputed for the
 * chosen period (what the query would answer), `onPeriodChange` recorded.
 */
function WithPeriod(props: InsightsScreenProps & { figures?: (period: InsightsPeriod) => Insights }) {
  const { figures, onPeriodChange } = props
  const [choice, setChoice] = useState(props.choice)
  const period = periodOfChoice(choice, TODAY)
  const result =
    figures && props.result.kind === 'ready' ? { kind: 'ready' as const, insights: figures(period) } : props.result
  return (
    <InsightsScreen
      choice={choice}
      period={period}
      result={result}
      onPeriodChange={(next) => {
        setChoice(next)
        onPeriodChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Screens/Recruiter/Insights',
  component: InsightsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    choice: NINETY,
    period: NINETY_DAYS,
    result: { kind: 'ready', insights: insightsOf(NINETY_DAYS) },
    onPeriodChange: fn(),
  },
  render: (args) => <WithPeriod {...args} figures={insightsOf} />,
} satisfies Meta<typeof InsightsScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The last 90 days: the four figures, the funnel and the weekly series (each chart a named image with a table). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Hiring from 26 Aug 2026 to 23 Nov 2026', { exact: false })).toBeVisible()
    await expect(canvas.getByText('Median time to hire').nextSibling).toHaveTextContent('18.5 days')
    await expect(canvas.getByText('3 in 4 hires within 24 days')).toBeVisible()
    await expect(canvas.getByText('Median response time').nextSibling).toHaveTextContent('20.5 hours')
    const funnel = canvas.getByRole('img', { name: 'Applications by the furthest step reached' })
    await expect(funnel).toHaveAccessibleDescription(/led to a hire/)
    // 90 days touch 14 weeks: two weeks per point keep the axis readable, and the title says so.
    await expect(canvas.getByText('Applications per 2 weeks')).toBeVisible()
    await expect(canvas.getByText('Hires per 2 weeks')).toBeVisible()
  },
}

/** The conversion rates and the busiest vacancies and companies, as tables. */
export const Tables: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const conversion = within(canvas.getByRole('table', { name: 'Conversion between pipeline groups' }))
    await expect(conversion.getByRole('row', { name: /Interested/ })).toHaveTextContent('60%')
    const vacancies = within(canvas.getByRole('table', { name: 'Vacancies with the most applications' }))
    await expect(vacancies.getAllByRole('row')).toHaveLength(4)
    await expect(vacancies.getByRole('row', { name: /Robot fleet engineer/ })).toHaveTextContent('Acme Robotics')
  },
}

/** "Show data" opens a chart's numbers as a table: the text alternative of the image. */
export const ChartData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first] = canvas.getAllByText('Show data')
    await userEvent.click(first!)
    const table = within(canvas.getByRole('table', { name: 'Applications by the furthest step reached' }))
    await expect(table.getByRole('row', { name: /Hired/ })).toBeVisible()
    await expect(table.getAllByRole('row')).toHaveLength(6)
  },
}

/** A preset by keyboard: the figures follow the new period and the choice is reported for the URL. */
export const ChangePeriod: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Last 90 days' }))
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('radio', { name: 'Last 30 days' })).toBeChecked()
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ kind: 'preset', days: 30 })
    await expect(canvas.getByText('Hiring from 25 Oct 2026 to 23 Nov 2026', { exact: false })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Applications per week' })).toBeVisible()
  },
}

/** A year: 53 weeks summed into points of six weeks. */
export const LastYear: Story = {
  args: { choice: { kind: 'preset', days: 365 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'Last 365 days' })).toBeChecked()
    await expect(canvas.getByRole('img', { name: 'Applications per 6 weeks' })).toBeVisible()
  },
}

/** Custom dates: a reversed period is refused in the form's words before anything is asked; a good one applies. */
export const CustomPeriod: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Custom' }))
    const from = canvas.getByLabelText(/^From/)
    const to = canvas.getByLabelText(/^To/)
    await expect(from).toHaveValue('2026-08-26')
    await userEvent.clear(from)
    await userEvent.type(from, '2026-12-01')
    await userEvent.click(canvas.getByRole('button', { name: 'Show this period' }))
    await expect(from).toHaveAccessibleDescription(
      'The period starts after it ends: choose a from date on or before the to date.',
    )
    await expect(args.onPeriodChange).not.toHaveBeenCalled()
    await userEvent.clear(from)
    await userEvent.type(from, '2026-09-01')
    await userEvent.clear(to)
    await userEvent.type(to, '2026-09-30')
    await userEvent.click(canvas.getByRole('button', { name: 'Show this period' }))
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ kind: 'custom', from: '2026-09-01', to: '2026-09-30' })
    await expect(canvas.getByText(/^Hiring from 1 Sept? 2026 to 30 Sept? 2026/)).toBeVisible()
  },
}

/** The figures on their way: placeholders, announced once. */
export const Loading: Story = {
  args: { result: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the figures…')
    await expect(canvas.queryByRole('img')).toBeNull()
    // The period stays in reach while the figures load.
    await expect(canvas.getByRole('radio', { name: 'Last 90 days' })).toBeEnabled()
  },
}

/** Nothing happened in the period: said in words, with what to do. */
export const Empty: Story = {
  args: { result: { kind: 'ready', insights: emptyOf(NINETY_DAYS) } },
  render: (args) => <WithPeriod {...args} figures={emptyOf} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'No applications or hires in this period' })).toBeVisible()
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

/** The figures could not be loaded: the reason in words and a way to try again. */
export const LoadFailed: Story = {
  args: { result: { kind: 'error', message: 'The service is restarting. Try again in a minute.', retry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The figures could not be loaded. The service is restarting. Try again in a minute.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    if (args.result.kind === 'error') await expect(args.result.retry).toHaveBeenCalled()
  },
}
