import type { Schema } from '@hireloop/api'
import { RECRUITER_LEVEL_LABELS } from '@hireloop/flows/rules'
import { Badge } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { BackOfficeTable, type BackOfficeColumn, type ListResult } from '../../lib/back-office/back-office-table.tsx'
import { FilterSelect } from '../../lib/back-office/filter-select.tsx'
import type { ListState } from '../../lib/back-office/list-state.ts'
import { AppLink } from '../../lib/ui/app-link.tsx'

export type DirectoryUser = Schema<'UserSummary'>
export type UserRole = Schema<'UserRole'>

export interface UsersScreenProps {
  result: ListResult<DirectoryUser>
  state: ListState
  onChange: (change: Partial<ListState>) => void
  onClearFilters: () => void
}

export const USER_ROLE_LABELS: Record<UserRole, string> = {
  talent: 'Talent',
  employer: 'Employer',
  recruiter: 'Recruiter',
  admin: 'Admin',
}
const TYPE_CHOICES = [
  { value: 'talent', label: 'Talents' },
  { value: 'employer', label: 'Employers' },
  { value: 'recruiter', label: 'Recruiters' },
  { value: 'admin', label: 'Admins' },
]
const ACTIVE_CHOICES = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Waiting for activation' },
]

const DATE = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
/** A day as the back-office tables show it ("Nov 3, 2026"), in UTC. */
export const dayText = (iso: string) => DATE.format(new Date(iso))

/** The link to a user's page: `/users/{type}/{id}`. */
export const userHref = (user: Pick<DirectoryUser, 'type' | 'id'>) =>
  `/users/${encodeURIComponent(user.type)}/${encodeURIComponent(user.id)}`

/** What the user belongs to: the employer's company, the recruiter's level. */
export function affiliationText(user: Pick<DirectoryUser, 'company' | 'level'>): string {
  if (user.company) return user.company.name
  if (user.level) return RECRUITER_LEVEL_LABELS[user.level]
  return ''
}

const screenRoot = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  maxWidth: '6xl',
  width: 'full',
  mx: 'auto',
})
const screenTitle = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const lead = css({ color: 'fg.muted' })

/**
 * `/users` for recruiters and admins (docs/product.md §2, ADR 0090): every account of every type in one table,
 * searched by name or email, filtered by type and activation, sorted by the headers; a row leads to the user's page.
 */
export function UsersScreen({ result, state, onChange, onClearFilters }: UsersScreenProps) {
  const columns: BackOfficeColumn<DirectoryUser>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      cell: (u) => <AppLink to={userHref(u)}>{u.fullName || 'No name'}</AppLink>,
    },
    { key: 'email', header: 'Email', sortable: true, cell: (u) => u.email },
    {
      key: 'type',
      header: 'Type',
      cell: (u) => (
        <Badge variant="subtle" colorPalette={u.type === 'talent' ? 'primary' : 'neutral'}>
          {USER_ROLE_LABELS[u.type]}
        </Badge>
      ),
    },
    { key: 'affiliation', header: 'Company or level', cell: affiliationText },
    {
      key: 'active',
      header: 'Account',
      cell: (u) => (
        <Badge variant="status" colorPalette={u.isActive ? 'success' : 'warning'}>
          {u.isActive ? 'Active' : 'Waiting for activation'}
        </Badge>
      ),
    },
    { key: 'created_at', header: 'Signed up', sortable: true, cell: (u) => dayText(u.createdAt) },
  ]
  return (
    <div className={screenRoot}>
      <header>
        <h1 className={screenTitle}>Users</h1>
        <p className={lead}>
          Talents, employers, recruiters and admins: open one to see what they hold and what happened.
        </p>
      </header>
      <BackOfficeTable
        caption="Users"
        countText={(total) => (total === 1 ? '1 user' : `${total.toLocaleString('en')} users`)}
        columns={columns}
        getRowId={(u) => u.id}
        result={result}
        state={state}
        onChange={onChange}
        searchLabel="Search users"
        searchPlaceholder="Name or email"
        emptyTitle="No users match these filters"
        onClearFilters={onClearFilters}
        filters={
          <>
            <FilterSelect
              label="Type"
              anyLabel="All types"
              choices={TYPE_CHOICES}
              value={state.filters.type ?? ''}
              onChange={(type) => onChange({ filters: { type } })}
            />
            <FilterSelect
              label="Account"
              anyLabel="Any account"
              choices={ACTIVE_CHOICES}
              value={state.filters.is_active ?? ''}
              onChange={(active) => onChange({ filters: { is_active: active } })}
            />
          </>
        }
      />
    </div>
  )
}
