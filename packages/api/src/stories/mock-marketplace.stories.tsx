/// <reference types="msw-storybook-addon/csf3" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { createApiClient, type ApiClient } from '../client/create-api-client.ts'
import { isApiError } from '../client/api-error.ts'
import { handlers } from '../mocks/handlers.ts'
import { db, resetDb, signInAs } from '../mocks/db.ts'
import { errorFor, loadingForever } from '../mocks/states.ts'
import { getVacancyQuery, listVacanciesQuery } from '../generated/operations.ts'

/**
 * The mock marketplace seen through the real client: `createApiClient` + TanStack Query over the MSW handlers
 * (the same ones unit tests use), signed in as the demo employer. Each story sets its state in `beforeEach`.
 */
function client(): ApiClient {
  return createApiClient({
    baseUrl: '',
    getScope: () => {
      const user = db.users.find((u) => u.id === db.currentUserId)
      return user ? { role: user.user_type, userId: user.id, companyId: user.company_id } : null
    },
  })
}

function VacancyDetail({ api, id }: { api: ApiClient; id: string }) {
  const vacancy = useQuery(getVacancyQuery(api, { path: { id } }))
  if (vacancy.isPending) return <p role="status">Loading the vacancy…</p>
  if (vacancy.isError) return <p role="alert">{vacancy.error.message}</p>
  const { data } = vacancy
  return (
    <article aria-labelledby="vacancy-title">
      <h2 id="vacancy-title">{data.title}</h2>
      <dl>
        <dt>Company</dt>
        <dd>{data.company.name}</dd>
        <dt>Status</dt>
        <dd>{data.draft ? `${data.status} (draft)` : data.status}</dd>
        <dt>Employment</dt>
        <dd>
          {data.employmentType.replace('_', ' ')}, {data.remote}
        </dd>
        <dt>Salary</dt>
        <dd>
          {data.salary
            ? `${data.salary.min}–${data.salary.max} ${data.salary.currency} per ${data.salary.period}`
            : 'Not given'}
        </dd>
        <dt>Skills</dt>
        <dd>{data.skills.map((s) => `${s.name} (${s.level})`).join(', ') || 'None'}</dd>
      </dl>
    </article>
  )
}

function MockMarketplace({ status }: { status?: 'Active' | 'Archived' }) {
  const [api] = useState(client)
  const [selected, setSelected] = useState<string | null>(null)
  const list = useQuery(listVacanciesQuery(api, { query: status ? { status, size: 5 } : { size: 5 } }))
  return (
    <main>
      <h1>Job openings</h1>
      {list.isPending && <p role="status">Loading job openings…</p>}
      {list.isError && (
        <div role="alert">
          <h2>Could not load the job openings</h2>
          <p>{list.error.message}</p>
          {isApiError(list.error) && <p>Status {list.error.status}</p>}
        </div>
      )}
      {list.isSuccess && (
        <>
          <p>
            {list.data.total} vacancies, page {list.data.currentPage}
          </p>
          <ul aria-label="Vacancies">
            {list.data.results.map((vacancy) => (
              <li key={vacancy.id}>
                <button type="button" aria-pressed={selected === vacancy.id} onClick={() => setSelected(vacancy.id)}>
                  {vacancy.title}
                </button>{' '}
                ({vacancy.status}, {vacancy.applicationsCount} applications)
              </li>
            ))}
          </ul>
        </>
      )}
      {selected && <VacancyDetail api={api} id={selected} />}
    </main>
  )
}

const meta = {
  title: 'API/Mock marketplace',
  component: MockMarketplace,
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Story />
      </QueryClientProvider>
    ),
  ],
  beforeEach({ msw }) {
    resetDb()
    signInAs('employer')
    msw.use(...handlers)
  },
} satisfies Meta<typeof MockMarketplace>
export default meta
type Story = StoryObj<typeof meta>

/** A list of the employer's active vacancies; choosing one fetches its detail. */
export const ListAndDetail: Story = {
  args: { status: 'Active' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Vacancies' }, { timeout: 5000 })
    const first = within(list).getAllByRole('button')[0]!
    const title = first.textContent ?? ''
    await userEvent.click(first)
    await expect(await canvas.findByRole('heading', { level: 2, name: title })).toBeVisible()
    await expect(canvas.getByText('Acme Robotics')).toBeVisible()
  },
}

/** Archived vacancies: the same screen over the other status. */
export const Archived: Story = {
  args: { status: 'Archived' },
  async play({ canvasElement }) {
    const list = await within(canvasElement).findByRole('list', { name: 'Vacancies' }, { timeout: 5000 })
    await expect(within(list).getAllByText(/Archived/).length).toBeGreaterThan(0)
  },
}

/** The list answers 500: the error state shows the server's message (docs/product.md §8). */
export const ErrorState: Story = {
  args: { status: 'Active' },
  beforeEach({ msw }) {
    msw.use(...errorFor('listVacancies', 500, { message: ['The vacancy service is down for maintenance.'] }))
  },
  async play({ canvasElement }) {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('The vacancy service is down for maintenance.')
    await expect(alert).toHaveTextContent('Status 500')
  },
}

/** The list never answers: the loading state. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('listVacancies'))
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading job openings')
  },
}
