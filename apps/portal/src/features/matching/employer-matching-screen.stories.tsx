import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { shortMatching, strongMatching } from '../../lib/matching/matching.fixtures.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { pageOf } from '../../testing/vacancies.ts'
import { EmployerMatchingScreen, MatchingNeedsVacancy } from './employer-matching-screen.tsx'
import type { MatchAction } from './match-action.ts'
import type { TalentMatch } from './talent-matches.ts'

const tara: TalentMatch = {
  resume: {
    id: 'r-1',
    title: 'Backend engineer, TypeScript and PostgreSQL',
    location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
    skills: ['TypeScript', 'PostgreSQL', 'Node.js', 'Docker', 'GraphQL', 'Redis', 'Go', 'AWS'].map((name, i) => ({
      skillId: `s-${i}`,
      name,
      level: 'advanced' as const,
      years: 4,
    })),
    updatedAt: '2026-02-20T10:00:00Z',
  },
  talent: { id: 't-1', fullName: 'Tara Talent', imageUrl: null },
  matching: strongMatching,
  application: null,
}
const omar: TalentMatch = {
  resume: { id: 'r-2', title: 'Full-stack developer', location: null, skills: [], updatedAt: '2026-02-18T10:00:00Z' },
  talent: { id: 't-2', fullName: 'Omar Okafor', imageUrl: null },
  matching: shortMatching,
  application: { id: 'a-9', status: 'talent_interested', hiringPipelineGroup: 'interested', hired: false },
}

const meta = {
  title: 'Screens/Matching/Employer matching',
  component: EmployerMatchingScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    vacancies: [
      { id: 'v-1', title: 'Senior Backend Engineer' },
      { id: 'v-2', title: 'Frontend Developer' },
    ],
    vacancyId: 'v-1',
    onVacancyChange: fn(),
    matches: pageOf([tara, omar]),
    withoutApplication: false,
    onWithoutApplicationChange: fn(),
    onPageChange: fn(),
    onPropose: fn<MatchAction<TalentMatch>>(async () => ({ ok: true })),
  },
} satisfies Meta<typeof EmployerMatchingScreen>
export default meta
type Story = StoryObj<typeof meta>

const card = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('article', { name }))

/** Talents ranked for the chosen vacancy: score, resume, main skills; Propose, or the application when there is one. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Vacancy' })).toHaveTextContent('Senior Backend Engineer')
    const matches = canvas.getByRole('region', { name: 'Matches' })
    await expect(within(matches).getByRole('status')).toHaveTextContent('2 talents match this vacancy.')
    const first = card(canvas, 'Tara Talent')
    await expect(first.getByRole('img', { name: 'Match score 76 out of 100' })).toBeVisible()
    await expect(first.getByText('Berlin, Berlin, Germany')).toBeVisible()
    await expect(
      first.getByText('Skills: TypeScript, PostgreSQL, Node.js, Docker, GraphQL, Redis and 2 more.'),
    ).toBeVisible()
    await expect(first.getByRole('link', { name: 'View resume Tara Talent' })).toHaveAttribute('href', '/resume/r-1')
    await expect(first.getByRole('button', { name: 'Propose Tara Talent' })).toBeEnabled()
    const second = card(canvas, 'Omar Okafor')
    await expect(second.getByText('Talent interested')).toBeVisible()
    await expect(second.queryByRole('button', { name: /Propose/ })).toBeNull()
    await expect(second.getByRole('link', { name: 'Open application Omar Okafor' })).toHaveAttribute(
      'href',
      '/job-openings/hiring-pipeline/vacancy/v-1/application/a-9/resume',
    )
  },
}

/** Propose a talent: the match goes to the route; the reasons open on the card. */
export const Propose: Story = {
  play: async ({ canvas, args }) => {
    const first = card(canvas, 'Tara Talent')
    await userEvent.click(first.getByRole('button', { name: 'Why it matches for Tara Talent' }))
    await expect(first.getByRole('list', { name: 'Why Tara Talent matches' })).toBeVisible()
    await userEvent.click(first.getByRole('button', { name: 'Propose Tara Talent' }))
    await expect(args.onPropose).toHaveBeenCalledWith(tara)
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** A refused proposal says why, on the card. */
export const ProposeRefused: Story = {
  args: {
    onPropose: fn<MatchAction<TalentMatch>>(async () => ({
      ok: false,
      message: 'This talent is already in this vacancy’s pipeline.',
    })),
  },
  play: async ({ canvas }) => {
    const first = card(canvas, 'Tara Talent')
    await userEvent.click(first.getByRole('button', { name: 'Propose Tara Talent' }))
    await expect(await first.findByRole('alert')).toHaveTextContent(
      'This talent is already in this vacancy’s pipeline.',
    )
  },
}

/** Another vacancy and the pipeline filter go to the route. */
export const ChangingVacancy: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Vacancy' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Frontend Developer' }))
    await expect(args.onVacancyChange).toHaveBeenCalledWith('v-2')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only talents not yet in the pipeline' }))
    await expect(args.onWithoutApplicationChange).toHaveBeenCalledWith(true)
  },
}

export const Empty: Story = {
  args: { matches: pageOf([]), withoutApplication: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No talents to show' })).toBeVisible()
    await expect(within(canvas.getByRole('region', { name: 'Matches' })).getByRole('status')).toHaveTextContent(
      'No talent outside the pipeline matches this vacancy yet.',
    )
  },
}

export const ManyPages: Story = {
  args: { matches: pageOf([tara, omar], { total: 34 }) },
  play: async ({ canvas, args }) => {
    const pages = canvas.getByRole('navigation', { name: 'Matching pages' })
    await userEvent.click(within(pages).getByRole('button', { name: /page 3/ }))
    await expect(args.onPageChange).toHaveBeenCalledWith(3)
  },
}

/** A company without a published vacancy: the ways to one. */
export const NoVacancy: Story = {
  render: () => <MatchingNeedsVacancy />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Publish a vacancy to see matching talents' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create vacancy' })).toHaveAttribute('href', '/create-vacancy')
  },
}
