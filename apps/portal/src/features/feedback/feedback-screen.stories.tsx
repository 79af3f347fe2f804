import type { Page, Schema } from '@hireloop/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { FeedbackScreen } from './feedback-screen.tsx'

type Feedback = Schema<'Feedback'>

const person = (userId: string, fullName: string, userType: 'talent' | 'employer' | 'recruiter') => ({
  userId,
  userType,
  fullName,
  imageUrl: null,
})

const scorecard = (
  n: number,
  talent: string,
  vacancy: string,
  scores: [number, number, number, number],
  recommendation: 'strong_yes' | 'yes' | 'no' | 'strong_no',
  author = person('e-1', 'Erin Employer', 'employer'),
): Feedback => {
  const [skills, communication, motivation, cultureAdd] = scores
  return {
    id: `f-${n}`,
    kind: 'scorecard',
    author,
    rating: null,
    text: 'Notes from the interview.',
    talentId: `t-${n}`,
    talent: person(`t-${n}`, talent, 'talent'),
    applicationId: `a-${n}`,
    meetingId: null,
    vacancy: { id: `v-${n}`, title: vacancy },
    scorecard: {
      scores: { skills, communication, motivation, cultureAdd },
      average: Math.round(((skills + communication + motivation + cultureAdd) / 4) * 10) / 10,
      recommendation,
    },
    createdAt: `2026-03-0${n}T09:15:00Z`,
  }
}

const rows: Feedback[] = [
  scorecard(4, 'Lukas Becker', 'Machine learning engineer, perception', [5, 4, 4, 5], 'strong_yes'),
  scorecard(3, 'Tomasz Nowak', 'Machine learning engineer, perception', [3, 2, 4, 2], 'no'),
  scorecard(2, 'Tomasz Nowak', 'Machine learning engineer, perception', [4, 4, 5, 3], 'yes'),
  scorecard(
    1,
    'Amara Okafor',
    'Senior backend engineer, fleet platform',
    [5, 5, 4, 4],
    'strong_yes',
    person('r-1', 'Rita Recruiter', 'recruiter'),
  ),
]

const productRating: Feedback = {
  id: 'f-9',
  kind: 'product',
  author: person('t-9', 'Tara Talent', 'talent'),
  rating: 4,
  text: 'Finding a job got so much faster.',
  talentId: null,
  talent: null,
  applicationId: null,
  meetingId: null,
  vacancy: null,
  scorecard: null,
  createdAt: '2026-03-01T09:15:00Z',
}

const filters = {
  values: {},
  talents: [
    { value: 't-1', label: 'Amara Okafor' },
    { value: 't-4', label: 'Lukas Becker' },
    { value: 't-3', label: 'Tomasz Nowak' },
  ],
  vacancies: [
    { value: 'v-4', label: 'Machine learning engineer, perception' },
    { value: 'v-1', label: 'Senior backend engineer, fleet platform' },
  ],
  onChange: fn(),
  onClear: fn(),
}

const pageOf = (results: Feedback[], total = results.length, currentPage = 1): Page<Feedback> => ({
  results,
  next: currentPage * 10 < total ? currentPage + 1 : null,
  previous: currentPage > 1 ? currentPage - 1 : null,
  total,
  size: 10,
  currentPage,
})

const meta = {
  title: 'Screens/Feedback',
  component: FeedbackScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { viewer: 'recruiter', feedback: pageOf([...rows, productRating]), filters, onPageChange: fn() },
} satisfies Meta<typeof FeedbackScreen>
export default meta
type Story = StoryObj<typeof meta>

/**
 * A recruiter: all feedback, each scorecard with the talent (a link to the application), vacancy, average and
 * recommendation; a rating of Hireloop with its stars; the filters and the count above.
 */
export const RecruiterFilled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Feedback' })
    const [, first, second, , , product] = within(table).getAllByRole('row')
    await expect(first).toHaveTextContent(
      /Lukas Becker.*by Erin Employer.*perception.*4\.5 \/ 5.*Strong yes.*Mar 4, 2026/,
    )
    await expect(second).toHaveTextContent(/Tomasz Nowak.*2\.8 \/ 5.*No/)
    await expect(within(first!).getByRole('link', { name: 'Lukas Becker' })).toHaveAttribute(
      'href',
      '/application-resume/a-4',
    )
    await expect(within(first!).getByLabelText('4.5 out of 5')).toBeVisible()
    await expect(product).toHaveTextContent(/Feedback on Hireloop.*by Tara Talent.*4 \/ 5.*Mar 1, 2026/)
    const group = canvas.getByRole('group', { name: 'Filter feedback' })
    for (const name of ['Talent', 'Vacancy', 'Recommendation']) {
      await expect(within(group).getByRole('combobox', { name })).toBeVisible()
    }
    await expect(canvas.getByRole('status')).toHaveTextContent('5 entries')
  },
}

/** Filtering by recommendation: the route gets the filter to put in the URL. */
export const FilterByRecommendation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Recommendation' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Strong no' }))
    await waitFor(() => expect(args.filters!.onChange).toHaveBeenCalledWith({ recommendation: 'strong_no' }))
  },
}

/** Filters that match nothing: say so, and offer to clear them. */
export const NothingMatches: Story = {
  args: {
    feedback: pageOf([]),
    filters: { ...filters, values: { vacancy_id: 'v-1', recommendation: 'strong_no' } },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No feedback matches these filters' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Vacancy' })).toHaveTextContent(
      'Senior backend engineer, fleet platform',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await expect(args.filters!.onClear).toHaveBeenCalled()
  },
}

/** An employer: the team's scorecards, and the reminder that talents never see them. */
export const EmployerFilled: Story = {
  args: { viewer: 'employer', feedback: pageOf(rows.slice(0, 3)), filters: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Your team’s interview scorecards, newest first. Talents never see them.'),
    ).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Interview scorecards' })).toBeVisible()
    await expect(canvas.getAllByRole('row')).toHaveLength(4)
    await expect(canvas.queryByRole('group', { name: 'Filter feedback' })).toBeNull()
  },
}

/** Sorting by score puts the weakest first; the table says which column sorts. */
export const SortByAverage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Score/ }))
    const [, first] = canvas.getAllByRole('row')
    await expect(first).toHaveTextContent(/Tomasz Nowak.*2\.8 \/ 5/)
    await expect(canvas.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'ascending')
  },
}

/** No scorecard yet: where one comes from. */
export const Empty: Story = {
  args: { viewer: 'employer', feedback: pageOf([]), filters: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No scorecards yet' })).toBeVisible()
    await expect(canvas.getByText(/choose Leave feedback/)).toBeVisible()
  },
}

/** More than a page: the pages to go through. */
export const MoreThanOnePage: Story = {
  args: { feedback: pageOf(rows, 24) },
  play: async ({ canvas, args }) => {
    const pages = canvas.getByRole('navigation', { name: 'Feedback pages' })
    await userEvent.click(within(pages).getByRole('button', { name: /page 2/i }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
  },
}

/** A talent: a clear sentence that scorecards are internal, and the way to their jobs. */
export const Talent: Story = {
  args: { viewer: 'talent', feedback: null, filters: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Interview feedback is internal' })).toBeVisible()
    await expect(canvas.getByText(/not shown to talents/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your jobs' })).toHaveAttribute('href', '/application')
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}
