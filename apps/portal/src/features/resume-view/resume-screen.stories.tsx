import type { Schema } from '@hireloop/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { MyResumeEmpty } from './my-resume-empty.tsx'
import { ResumeScreen } from './resume-screen.tsx'

const resume: Schema<'Resume'> = {
  id: 'r-1',
  title: 'Senior Backend Engineer',
  talentId: 'u-tal',
  fullName: 'Tariq Talent',
  draft: false,
  summary: 'Ten years of payment systems.\nI like boring, reliable software.',
  location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
  skills: [
    { skillId: 's-1', name: 'PostgreSQL', level: 'expert', years: 8 },
    { skillId: 's-2', name: 'TypeScript', level: 'advanced', years: 5 },
    { skillId: 's-3', name: 'Go', level: 'intermediate', years: 1 },
    { skillId: 's-4', name: 'Kubernetes', level: 'advanced', years: 0 },
  ],
  experience: [
    { company: 'Northwind Labs', title: 'Staff Engineer', startDate: '2021-03-01', endDate: null, description: '' },
    {
      company: 'Contoso',
      title: 'Backend Engineer',
      startDate: '2016-01-01',
      endDate: '2021-02-28',
      description: 'Payments.',
    },
  ],
  education: [
    {
      institution: 'TU Berlin',
      degree: 'MSc',
      field: 'Computer science',
      startDate: '2012-10-01',
      endDate: '2016-07-31',
    },
  ],
  languages: [
    { language: 'de', level: 'native' },
    { language: 'en', level: 'c1' },
  ],
  file: { id: 'f-1', name: 'tariq-talent.pdf', contentType: 'application/pdf', size: 120_000, url: '/files/f-1' },
  phone: '+49 30 1234567',
  salaryExpectation: { min: 80000, max: 95000, currency: 'EUR', period: 'year' },
  availability: { notice: 'one_month', availableFrom: '2027-01-01', workModes: ['hybrid', 'remote'] },
  parseJobId: null,
  createdAt: '2026-10-01T08:00:00Z',
  updatedAt: '2026-11-01T08:00:00Z',
}

const meta = {
  title: 'Screens/Resume/Resume',
  component: ResumeScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { resume, audience: 'company', onDownloadFile: fn(async () => undefined) },
} satisfies Meta<typeof ResumeScreen>
export default meta
type Story = StoryObj<typeof meta>

/** As a company sees it: skills grouped by level with years, timelines, facts, and the original file. */
export const AsCompany: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Senior Backend Engineer' })).toBeVisible()
    await expect(canvas.getByText('Berlin, Berlin, Germany')).toBeVisible()
    const advanced = within(canvas.getByRole('list', { name: 'Advanced skills' }))
    await expect(advanced.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'TypeScript · 5 years',
      'Kubernetes',
    ])
    await expect(canvas.getByText('Mar 2021 – present')).toBeVisible()
    await expect(canvas.getByText('€80,000 – €95,000 a year, gross')).toBeVisible()
    await expect(canvas.getByText('German: Native')).toBeVisible()
    await expect(canvas.getByText('Hybrid, Remote')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull()
    await expect(canvas.queryByText(/This is your published resume/)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Download file (tariq-talent.pdf)' }))
    await expect(args.onDownloadFile).toHaveBeenCalledOnce()
  },
}

/** The talent's own: who sees it and what, and Edit to the editor. */
export const AsOwner: Story = {
  args: { audience: 'owner', editHref: '/manage-cv/r-1', onDownloadFile: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This is your published resume, as companies see it/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/manage-cv/r-1')
    await expect(canvas.queryByRole('button', { name: /Download/ })).toBeNull()
  },
}

/** A resume typed by hand, with little in it: the empty parts are left out, not shown blank. */
export const Sparse: Story = {
  args: {
    resume: {
      ...resume,
      summary: '',
      skills: [],
      experience: [],
      education: [],
      languages: [],
      file: null,
      phone: null,
      location: null,
      salaryExpectation: null,
      availability: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No skills listed.')).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Experience' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /Download/ })).toBeNull()
  },
}

/** `/resume` with only a draft: companies see nothing yet; the way to the editor. */
export const OwnerWithDraftOnly: Story = {
  render: () => <MyResumeEmpty draftId="r-2" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue your draft' })).toHaveAttribute('href', '/manage-cv/r-2')
  },
}

/** `/resume` with nothing: the way to onboarding. */
export const OwnerWithoutResume: Story = {
  render: () => <MyResumeEmpty draftId={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Add your resume' })).toHaveAttribute('href', '/onboarding')
  },
}
