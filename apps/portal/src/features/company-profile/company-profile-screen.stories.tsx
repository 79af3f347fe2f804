import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { northwind, pageOf, vacancyOf } from '../../testing/vacancies.ts'
import { CompanyProfileScreen } from './company-profile-screen.tsx'

const meta = {
  title: 'Screens/Company/Company profile',
  component: CompanyProfileScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    company: northwind,
    vacancies: pageOf([
      vacancyOf(),
      vacancyOf({ id: 'v-2', title: 'Product Designer', remote: 'remote', location: null }),
    ]),
  },
} satisfies Meta<typeof CompanyProfileScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Logo, name, type, size, headquarters, website, the description in paragraphs, and the open vacancies. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Northwind Labs' })).toBeVisible()
    await expect(canvas.getByText('Scale-up')).toBeVisible()
    await expect(canvas.getByText('51–200 people')).toBeVisible()
    await expect(canvas.getByText('Berlin, Berlin, Germany')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'northwind.test (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.northwind.test',
    )
    const about = canvas.getByRole('heading', { name: 'About us' }).parentElement!
    await expect(about.querySelectorAll('p')).toHaveLength(2)
    await expect(within(about).getByText(/Sixty people in Berlin and Lisbon/)).toBeVisible()
    const open = within(canvas.getByRole('list', { name: 'Open vacancies' }))
    await expect(open.getByRole('link', { name: 'Product Designer' })).toHaveAttribute('href', '/vacancy/v-2')
    await expect(canvas.getByRole('link', { name: 'Edit in Company settings' })).toHaveAttribute(
      'href',
      '/company-settings',
    )
  },
}

/** A company that told little and has nothing open: each gap says what to do. */
export const Sparse: Story = {
  args: {
    company: { ...northwind, type: null, size: null, location: null, description: null },
    vacancies: pageOf([]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not given')).toHaveLength(2)
    await expect(canvas.getByText(/No description yet/)).toBeVisible()
    await expect(canvas.getByText(/No open vacancies/)).toBeVisible()
  },
}

/** More open vacancies than one page: the rest are a link away. */
export const ManyVacancies: Story = {
  args: {
    vacancies: pageOf(
      Array.from({ length: 10 }, (_, i) => vacancyOf({ id: `v-${i}`, title: `Opening ${i + 1}` })),
      { total: 14 },
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'All 14 open vacancies in Job Openings' })).toHaveAttribute(
      'href',
      '/job-openings',
    )
  },
}
