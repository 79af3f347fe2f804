import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { shortMatching, strongMatching } from '../../lib/matching/matching.fixtures.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { pageOf, vacancyOf } from '../../testing/vacancies.ts'
import type { MatchAction } from './match-action.ts'
import { NO_FILTERS, type MatchFilters } from './match-filters.ts'
import { MatchingNeedsResume, TalentMatchingScreen } from './talent-matching-screen.tsx'
import type { VacancyMatch } from './vacancy-match-card.tsx'

const fresh: VacancyMatch = { vacancy: vacancyOf(), matching: strongMatching, application: null }
const prequalified: VacancyMatch = {
  vacancy: vacancyOf({
    id: 'v-2',
    title: 'Frontend Developer',
    company: { id: 'c-2', name: 'Globex', imageUrl: null },
    remote: 'remote',
    location: null,
    seniority: 'middle',
  }),
  matching: shortMatching,
  application: { id: 'a-2', status: 'matched', hiringPipelineGroup: 'matched', hired: false },
}
const interviewing: VacancyMatch = {
  vacancy: vacancyOf({ id: 'v-3', title: 'Platform Engineer', salary: null }),
  matching: { ...shortMatching, score: 41 },
  application: { id: 'a-3', status: 'interview_requested', hiringPipelineGroup: 'interview', hired: false },
}

const lookups = {
  countries: async () => [
    { code: 'DE', name: 'Germany' },
    { code: 'PT', name: 'Portugal' },
  ],
  skills: async () => [{ id: 's-9', name: 'Rust', aliases: [] }],
}
const filtered: MatchFilters = {
  remote: ['hybrid'],
  country: 'DE',
  salaryMin: 60000,
  skills: [{ id: 's-1', name: 'TypeScript' }],
}

const meta = {
  title: 'Screens/Matching/Talent matching',
  component: TalentMatchingScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    matches: pageOf([fresh, prequalified, interviewing]),
    filters: NO_FILTERS,
    lookups,
    onFiltersChange: fn(),
    onPageChange: fn(),
    onApply: fn<MatchAction<VacancyMatch>>(async () => ({ ok: true })),
    onInterested: fn<MatchAction<VacancyMatch>>(async () => ({ ok: true })),
  },
} satisfies Meta<typeof TalentMatchingScreen>
export default meta
type Story = StoryObj<typeof meta>

const card = (canvas: ReturnType<typeof within>, title: string) => within(canvas.getByRole('article', { name: title }))

/** Ranked vacancies, best first: score, company and conditions, skills found and missing, one action each. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Matching' })).toBeVisible()
    await expect(within(canvas.getByRole('region', { name: 'Matches' })).getByRole('status')).toHaveTextContent(
      '3 vacancies match your resume.',
    )
    const ranked = within(canvas.getByRole('list', { name: 'Ranked vacancies' })).getAllByRole('article')
    await expect(ranked.map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'match-v-1-title',
      'match-v-2-title',
      'match-v-3-title',
    ])
    const first = card(canvas, 'Senior Backend Engineer')
    await expect(first.getByRole('img', { name: 'Match score 76 out of 100' })).toHaveTextContent('76% match')
    await expect(first.getByText('Northwind Labs')).toBeVisible()
    await expect(first.getByText('You have: TypeScript, PostgreSQL. Missing: Kubernetes.')).toBeVisible()
    await expect(first.getByRole('link', { name: 'Senior Backend Engineer' })).toHaveAttribute('href', '/vacancy/v-1')
    await expect(first.getByRole('button', { name: 'Apply Senior Backend Engineer' })).toBeEnabled()

    const second = card(canvas, 'Frontend Developer')
    await expect(second.getByText('Matched')).toBeVisible()
    await expect(second.getByRole('button', { name: 'I’m interested Frontend Developer' })).toBeVisible()
    await expect(second.queryByRole('button', { name: /^Apply/ })).toBeNull()

    const third = card(canvas, 'Platform Engineer')
    await expect(third.getByText('Interview requested')).toBeVisible()
    await expect(third.getByRole('link', { name: 'View job Platform Engineer' })).toHaveAttribute(
      'href',
      '/application/a-3/vacancy',
    )
    await expect(third.queryByRole('button', { name: /^Apply|I’m interested/ })).toBeNull()
  },
}

/** The reasons of a card open on demand: verdicts in words, the quoted evidence and where it comes from. */
export const ReasonsOpen: Story = {
  play: async ({ canvas }) => {
    const first = card(canvas, 'Senior Backend Engineer')
    await userEvent.click(first.getByRole('button', { name: 'Why it matches for Senior Backend Engineer' }))
    const reasons = first.getByRole('list', { name: 'Why Senior Backend Engineer matches' })
    await expect(within(reasons).getAllByRole('listitem')[0]).toHaveTextContent('Met:TypeScript, advanced')
    await expect(within(reasons).getAllByText('Resume, skills')[0]).toBeVisible()
    await expect(card(canvas, 'Frontend Developer').queryByRole('list')).toBeNull()
  },
}

/** Apply with one action: the match goes to the route, the button shows it is busy, no refusal shows. */
export const ApplySuccess: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(card(canvas, 'Senior Backend Engineer').getByRole('button', { name: /^Apply/ }))
    await expect(args.onApply).toHaveBeenCalledOnce()
    await expect(args.onApply).toHaveBeenCalledWith(fresh)
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** A refused apply keeps the card and says why, in the server's sentence. */
export const ApplyRefused: Story = {
  args: {
    onApply: fn<MatchAction<VacancyMatch>>(async () => ({
      ok: false,
      message: 'This vacancy is not open for applications.',
    })),
  },
  play: async ({ canvas }) => {
    const first = card(canvas, 'Senior Backend Engineer')
    await userEvent.click(first.getByRole('button', { name: /^Apply/ }))
    await expect(await first.findByRole('alert')).toHaveTextContent('This vacancy is not open for applications.')
    await expect(first.getByRole('button', { name: /^Apply/ })).toBeEnabled()
  },
}

/** A job our recruiters matched: "I'm interested" from the keyboard says so. */
export const Interested: Story = {
  play: async ({ canvas, args }) => {
    const button = card(canvas, 'Frontend Developer').getByRole('button', { name: /I’m interested/ })
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onInterested).toHaveBeenCalledWith(prequalified)
    await expect(args.onApply).not.toHaveBeenCalled()
  },
}

/** Filters from the URL: the boxes show them, the count says they apply, a chip and Clear remove them. */
export const Filtered: Story = {
  args: { filters: filtered, matches: pageOf([fresh]) },
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('search', { name: 'Filter matches' }))
    await expect(form.getByRole('checkbox', { name: 'Hybrid' })).toBeChecked()
    await expect(form.getByRole('checkbox', { name: 'Remote' })).not.toBeChecked()
    await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany')
    await expect(form.getByRole('spinbutton', { name: 'Minimum yearly salary' })).toHaveValue(60000)
    await expect(within(canvas.getByRole('region', { name: 'Matches' })).getByRole('status')).toHaveTextContent(
      '1 vacancy matches your resume under these filters.',
    )
    await userEvent.click(form.getByRole('button', { name: 'Remove TypeScript' }))
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...filtered, skills: [] })
    await userEvent.click(form.getByRole('button', { name: 'Clear filters' }))
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(NO_FILTERS)
  },
}

/** Each filter applies as it is set: a remote policy, a skill from the lookup, the salary on Enter. */
export const ChangingFilters: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('search', { name: 'Filter matches' }))
    await userEvent.click(form.getByRole('checkbox', { name: 'Remote' }))
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, remote: ['remote'] })
    await userEvent.type(form.getByRole('combobox', { name: 'Required skills' }), 'Ru')
    await userEvent.click(await screen.findByRole('option', { name: 'Rust' }))
    // The chosen skill becomes a filter once the emptied input has painted (a frame later).
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        ...NO_FILTERS,
        skills: [{ id: 's-9', name: 'Rust' }],
      }),
    )
    await userEvent.type(form.getByRole('spinbutton', { name: 'Minimum yearly salary' }), '65000{Enter}')
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, salaryMin: 65000 })
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(3)
  },
}

/** Nothing under the filters: say so and offer to clear them. */
export const FilteredEmpty: Story = {
  args: { filters: filtered, matches: pageOf([]) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing under these filters' })).toBeVisible()
    const clear = canvas.getAllByRole('button', { name: 'Clear filters' })
    await userEvent.click(clear[clear.length - 1]!)
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_FILTERS)
  },
}

/** No vacancy matches the resume yet. */
export const Empty: Story = {
  args: { matches: pageOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No matches yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Review your resume' })).toHaveAttribute('href', '/resume')
  },
}

/** Many matches: ten a page; the next page is asked for. */
export const ManyPages: Story = {
  args: { matches: pageOf([fresh, prequalified, interviewing], { total: 27 }) },
  play: async ({ canvas, args }) => {
    const pages = canvas.getByRole('navigation', { name: 'Matching pages' })
    await userEvent.click(within(pages).getByRole('button', { name: /page 2/ }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
  },
}

/** New filters on their way: the results stay, marked busy, and the count says they are being updated. */
export const Updating: Story = {
  args: { updating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Matches' })).toHaveAttribute('aria-busy', 'true')
    await expect(within(canvas.getByRole('region', { name: 'Matches' })).getByRole('status')).toHaveTextContent(
      'Updating the matches…',
    )
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
  },
}

/** A talent whose resume is still a draft (the server's 409): the way to the CV editor. */
export const DraftOnly: Story = {
  render: () => <MatchingNeedsResume draftId="r-7" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Publish your resume to get matched to vacancies' })).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Finish your resume' })).toHaveAttribute('href', '/manage-cv/r-7'),
    )
  },
}
