import {
  Button,
  DataTable,
  EmptyState,
  SegmentGroup,
  Skeleton,
  Stat,
  StatGroup,
  TextField,
  VisuallyHidden,
  type DataTableColumn,
} from '@hireloop/design-system'
import { BarChart, LineChart } from '@hireloop/design-system/chart'
import { INSIGHTS_PRESET_DAYS, insightsPeriodRefusal, type InsightsPeriod } from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { ChartColumn } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import {
  countText,
  daysText,
  dayText,
  hoursText,
  isEmpty,
  perWeeks,
  rateText,
  STEP_LABELS,
  weekBuckets,
  type Insights,
} from './insights-figures.ts'
import type { PeriodChoice } from './insights-period.ts'

/** The figures as the query has them: loading, refused (in words, with a retry), or there. */
export type InsightsResult =
  { kind: 'loading' } | { kind: 'error'; message: string; retry: () => void } | { kind: 'ready'; insights: Insights }

export interface InsightsScreenProps {
  /** The picker's choice, as the URL holds it. */
  choice: PeriodChoice
  /** The dates the choice means today. */
  period: InsightsPeriod
  result: InsightsResult
  onPeriodChange: (choice: PeriodChoice) => void
}

type Vacancy = Insights['vacancies'][number]
type Company = Insights['companies'][number]
type Step = Insights['funnel'][number]

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '6xl',
  width: 'full',
  mx: 'auto',
})
const header = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const picker = css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })
const customForm = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-start' })
const applyButton = css({ mt: '6' })
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: '8' })
const section = css({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0' })
const sectionTitle = css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg' })
const alert = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  color: 'danger.fg',
  textStyle: 'sm',
})
const tile = css({ h: '24' })
const block = css({ h: '64' })

const PRESET_LABELS: Record<(typeof INSIGHTS_PRESET_DAYS)[number], string> = {
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last 365 days',
}

const valueOfChoice = (choice: PeriodChoice) => (choice.kind === 'preset' ? String(choice.days) : 'custom')

/**
 * `/insights` (issue 15, ADR 0089): the recruiters' dashboard over a period (presets or two dates, kept in the URL):
 * applications, hires, time to hire and how fast companies answer as figures; the funnel through the pipeline
 * groups and the weekly series as charts, each with its numbers as a table; the busiest vacancies and companies.
 */
export function InsightsScreen({ choice, period, result, onPeriodChange }: InsightsScreenProps) {
  return (
    <div className={page}>
      <div className={header}>
        <h1 className={title}>Insights</h1>
        <p className={muted}>
          Hiring from {dayText(period.from)} to {dayText(period.to)}, computed from the live data. Applications count on
          the day they were created, hires on the day both sides confirmed them.
        </p>
      </div>
      <PeriodPicker choice={choice} period={period} onPeriodChange={onPeriodChange} />
      <Figures result={result} />
    </div>
  )
}

function PeriodPicker({ choice, period, onPeriodChange }: Omit<InsightsScreenProps, 'result'>) {
  // "Custom" opens the two dates; the figures change only once they are applied.
  const [pendingCustom, setPendingCustom] = useState(false)
  const customOpen = pendingCustom || choice.kind === 'custom'
  const [from, setFrom] = useState(period.from)
  const [to, setTo] = useState(period.to)
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({})
  const selected = customOpen ? 'custom' : valueOfChoice(choice)

  const select = (value: string | null) => {
    if (value === 'custom') {
      setFrom(period.from)
      setTo(period.to)
      setErrors({})
      setPendingCustom(true)
      return
    }
    setPendingCustom(false)
    const days = INSIGHTS_PRESET_DAYS.find((preset) => String(preset) === value)
    if (days !== undefined) onPeriodChange({ kind: 'preset', days })
  }

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const missing = 'Choose a date.'
    if (!from || !to) {
      setErrors({ from: from ? undefined : missing, to: to ? undefined : missing })
      return
    }
    const refusal = insightsPeriodRefusal({ from, to })
    if (refusal) {
      setErrors({ [refusal.field]: refusal.message })
      return
    }
    setErrors({})
    onPeriodChange({ kind: 'custom', from, to })
  }

  return (
    <div className={picker}>
      <SegmentGroup.Root value={selected} onValueChange={(details) => select(details.value)}>
        <SegmentGroup.Label>Period</SegmentGroup.Label>
        {INSIGHTS_PRESET_DAYS.map((days) => (
          <SegmentGroup.Item key={days} value={String(days)}>
            {PRESET_LABELS[days]}
          </SegmentGroup.Item>
        ))}
        <SegmentGroup.Item value="custom">Custom</SegmentGroup.Item>
      </SegmentGroup.Root>
      {customOpen && (
        <form className={customForm} onSubmit={apply} noValidate aria-label="Custom period">
          <TextField
            label="From"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            errorText={errors.from}
            required
          />
          <TextField
            label="To"
            type="date"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            errorText={errors.to}
            helperText="At most 366 days, both days included."
            required
          />
          <Button type="submit" variant="outline" className={applyButton}>
            Show this period
          </Button>
        </form>
      )}
    </div>
  )
}

function Figures({ result }: { result: InsightsResult }) {
  if (result.kind === 'loading') {
    return (
      <div aria-busy="true" className={section}>
        <VisuallyHidden role="status">Loading the figures…</VisuallyHidden>
        <div className={grid}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className={tile} />
          ))}
        </div>
        <div className={grid}>
          <Skeleton className={block} />
          <Skeleton className={block} />
        </div>
      </div>
    )
  }
  if (result.kind === 'error') {
    return (
      <div role="alert" className={alert}>
        <span>The figures could not be loaded. {result.message}</span>
        <Button variant="outline" size="sm" onClick={result.retry}>
          Try again
        </Button>
      </div>
    )
  }
  const { insights } = result
  if (isEmpty(insights)) {
    return (
      <EmptyState
        icon={<ChartColumn />}
        title="No applications or hires in this period"
        description="Nothing was created or hired between these dates. Choose a longer period or other dates."
      />
    )
  }
  return <Filled insights={insights} />
}

function Filled({ insights }: { insights: Insights }) {
  const { totals, timeToHire, responseTime, funnel } = insights
  const { weeks, buckets } = weekBuckets(insights.weekly)
  const hired = funnel.at(-1)!
  const started = funnel[0]!
  const busiest = buckets.reduce((best, bucket) => (bucket.applications > best.applications ? bucket : best))

  const stepColumns: DataTableColumn<Step>[] = [
    { key: 'step', header: 'Step', cell: (step) => STEP_LABELS[step.step] },
    { key: 'reached', header: 'Applications', cell: (step) => countText(step.reached), align: 'end' },
    { key: 'rate', header: 'From the step before', cell: (step) => rateText(step.rate), align: 'end' },
  ]
  const vacancyColumns: DataTableColumn<Vacancy>[] = [
    { key: 'title', header: 'Vacancy', cell: (vacancy) => vacancy.title },
    { key: 'company', header: 'Company', cell: (vacancy) => vacancy.companyName },
    { key: 'applications', header: 'Applications', cell: (row) => countText(row.applications), align: 'end' },
    { key: 'hires', header: 'Hires', cell: (row) => countText(row.hires), align: 'end' },
  ]
  const companyColumns: DataTableColumn<Company>[] = [
    { key: 'name', header: 'Company', cell: (company) => company.name },
    { key: 'applications', header: 'Applications', cell: (row) => countText(row.applications), align: 'end' },
    { key: 'hires', header: 'Hires', cell: (row) => countText(row.hires), align: 'end' },
  ]

  return (
    <>
      <StatGroup>
        <Stat label="Applications" value={countText(totals.applications)} helpText="Created in the period" />
        <Stat label="Hires" value={countText(totals.hires)} helpText="Confirmed by both sides in the period" />
        <Stat
          label="Median time to hire"
          value={timeToHire.medianDays === null ? 'No hires' : daysText(timeToHire.medianDays)}
          helpText={
            timeToHire.p75Days === null
              ? 'From application to confirmed hire'
              : `3 in 4 hires within ${daysText(timeToHire.p75Days)}`
          }
        />
        <Stat
          label="Median response time"
          value={responseTime.medianHours === null ? 'No answers yet' : hoursText(responseTime.medianHours)}
          helpText={`${countText(responseTime.answered)} of ${countText(responseTime.applications)} applications answered by the company`}
        />
      </StatGroup>

      <div className={grid}>
        <section className={section} aria-labelledby="insights-funnel">
          <h2 id="insights-funnel" className={sectionTitle}>
            Conversion
          </h2>
          <BarChart
            title="Applications by the furthest step reached"
            description={`Of ${countText(started.reached)} applications created in the period, ${countText(hired.reached)} led to a hire (${rateText(started.reached === 0 ? null : hired.reached / started.reached)}).`}
            data={funnel.map((step) => ({ label: STEP_LABELS[step.step], value: step.reached }))}
            categoryLabel="Step"
            valueLabel="Applications"
          />
          <DataTable
            caption="Conversion between pipeline groups"
            columns={stepColumns}
            rows={funnel}
            getRowId={(step) => step.step}
            sortLocally={false}
          />
        </section>
        <section className={section} aria-labelledby="insights-weekly">
          <h2 id="insights-weekly" className={sectionTitle}>
            Over time
          </h2>
          <LineChart
            title={`Applications ${perWeeks(weeks)}`}
            description={`Most applications came in the ${weeks === 1 ? 'week' : `${weeks} weeks`} from ${busiest.label}: ${countText(busiest.applications)}.`}
            data={buckets.map((bucket) => ({ label: bucket.label, value: bucket.applications }))}
            categoryLabel={weeks === 1 ? 'Week from' : 'Weeks from'}
            valueLabel="Applications"
          />
          <BarChart
            title={`Hires ${perWeeks(weeks)}`}
            description={`${countText(totals.hires)} hires in the period.`}
            data={buckets.map((bucket) => ({ label: bucket.label, value: bucket.hires }))}
            categoryLabel={weeks === 1 ? 'Week from' : 'Weeks from'}
            valueLabel="Hires"
          />
        </section>
      </div>

      <div className={grid}>
        <section className={section}>
          <DataTable
            caption="Vacancies with the most applications"
            columns={vacancyColumns}
            rows={insights.vacancies}
            getRowId={(vacancy) => vacancy.vacancyId}
            sortLocally={false}
            emptyText="No vacancy had applications or hires in this period."
          />
        </section>
        <section className={section}>
          <DataTable
            caption="Companies with the most applications"
            columns={companyColumns}
            rows={insights.companies}
            getRowId={(company) => company.companyId}
            sortLocally={false}
            emptyText="No company had applications or hires in this period."
          />
        </section>
      </div>
    </>
  )
}
