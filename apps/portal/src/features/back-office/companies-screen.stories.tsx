import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import type { ListState } from '../../lib/back-office/list-state.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { northwind, pageOf } from '../../testing/vacancies.ts'
import { CompaniesScreen } from './companies-screen.tsx'

const lumen = {
  id: 'c-2',
  name: 'Lumen Health',
  websiteUrl: 'https://lumen-health.test',
  type: 'startup' as const,
  size: null,
  location: null,
}
const STATE: ListState = { page: 1, size: 10, sort: 'name', q: '', filters: {} }

const meta = {
  title: 'Screens/Back office/Companies',
  component: CompaniesScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    result: { kind: 'ready', page: pageOf([lumen, northwind], { total: 12 }) },
    state: STATE,
    onChange: fn(),
    onClearFilters: fn(),
    mayReadInvoices: true,
  },
} satisfies Meta<typeof CompaniesScreen>
export default meta
type Story = StoryObj<typeof meta>

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Companies' })

/** By name; each row opens the company's vacancies and invoices. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(table(canvasElement))
    await expect(rows.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending')
    await expect(rows.getByRole('link', { name: 'Vacancies of Lumen Health' })).toHaveAttribute(
      'href',
      '/vacancy?company_id=c-2',
    )
    await expect(rows.getByRole('link', { name: 'Invoices of Northwind Labs' })).toHaveAttribute(
      'href',
      '/company/c-1/invoices',
    )
  },
}

export const SortByNameDescending: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByRole('button', { name: /Name/ }))
    await expect(args.onChange).toHaveBeenCalledWith({ sort: '-name' })
  },
}

export const FilterByType: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Type' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Startup' }))
    await expect(args.onChange).toHaveBeenCalledWith({ filters: { type: 'startup' } })
  },
}

/** Page 2 of 12 companies, five a page: back to page 1. */
export const SecondPage: Story = {
  args: {
    result: { kind: 'ready', page: pageOf([lumen, northwind], { total: 12, size: 5, currentPage: 2 }) },
    state: { ...STATE, page: 2, size: 5 },
  },
  play: async ({ canvasElement, args }) => {
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Companies pages' }))
    await userEvent.click(pages.getByRole('button', { name: 'Previous page' }))
    await expect(args.onChange).toHaveBeenCalledWith({ page: 1 })
  },
}

/** A level that does not read invoices gets no invoices link. */
export const WithoutInvoices: Story = {
  args: { mayReadInvoices: false },
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).queryByRole('link', { name: /^Invoices of/ })).toBeNull()
  },
}

export const Loading: Story = {
  args: { result: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Companies, loading' })).toBeInTheDocument()
  },
}

export const NoCompaniesYet: Story = {
  args: { result: { kind: 'ready', page: pageOf([]) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No companies yet' })).toBeVisible()
  },
}

export const ServiceDown: Story = {
  args: { result: { kind: 'error', message: 'The service is restarting. Try again in a minute.', retry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The service is restarting.')
  },
}
