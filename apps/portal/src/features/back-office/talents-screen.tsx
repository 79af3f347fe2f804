import type { Schema } from '@hireloop/api'
import { Badge, Button, Menu } from '@hireloop/design-system'
import { ChevronDown } from 'lucide-react'
import { BackOfficeTable, type BackOfficeColumn, type ListResult } from '../../lib/back-office/back-office-table.tsx'
import { FilterSelect } from '../../lib/back-office/filter-select.tsx'
import type { ListState } from '../../lib/back-office/list-state.ts'
import { AppLink } from '../../lib/ui/app-link.tsx'
import { dateText, screenHeader, screenRoot, screenTitle } from './back-office-styles.ts'

export type BackOfficeTalent = Pick<
  Schema<'Talent'>,
  'id' | 'fullName' | 'email' | 'status' | 'resume' | 'isActive' | 'createdAt'
>
type TalentStatus = Schema<'TalentStatus'>

export interface TalentsScreenProps {
  result: ListResult<BackOfficeTalent>
  state: ListState
  onChange: (change: Partial<ListState>) => void
  onClearFilters: () => void
  /** POST /talent/{id}/status ("Status updated"); null when the caller's level may not change talents. */
  onSetStatus: ((talent: BackOfficeTalent, status: TalentStatus) => void) | null
  /** The talent whose status is being saved. */
  savingId?: string | null
}

export const TALENT_STATUS_LABELS: Record<TalentStatus, string> = {
  open_to_work: 'Open to work',
  passive: 'Passive',
  not_looking: 'Not looking',
  hired: 'Hired',
}
const STATUS_CHOICES = Object.entries(TALENT_STATUS_LABELS).map(([value, label]) => ({ value, label }))
const RESUME_CHOICES = [
  { value: 'true', label: 'With a resume' },
  { value: 'false', label: 'Without a resume' },
]

/**
 * `/talents` for recruiters (docs/product.md §2): every talent, searched by name or email, filtered by status and
 * whether they have a resume, sorted by the headers; a row links to the resume and sets the talent's status.
 */
export function TalentsScreen({
  result,
  state,
  onChange,
  onClearFilters,
  onSetStatus,
  savingId = null,
}: TalentsScreenProps) {
  const columns: BackOfficeColumn<BackOfficeTalent>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      cell: (t) =>
        t.resume ? <AppLink to={`/resume/${encodeURIComponent(t.resume.id)}`}>{t.fullName}</AppLink> : t.fullName,
    },
    { key: 'email', header: 'Email', cell: (t) => t.email },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      cell: (t) => (
        <Badge variant="status" colorPalette={t.status === 'open_to_work' ? 'success' : 'neutral'}>
          {TALENT_STATUS_LABELS[t.status]}
        </Badge>
      ),
    },
    {
      key: 'resume',
      header: 'Resume',
      cell: (t) => (t.resume ? (t.resume.draft ? 'Draft' : 'Published') : 'None'),
    },
    { key: 'created_at', header: 'Signed up', sortable: true, cell: (t) => dateText(t.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (t) =>
        onSetStatus ? (
          <Menu.Root>
            <Menu.Trigger asChild>
              <Button
                size="sm"
                variant="outline"
                loading={savingId === t.id}
                aria-label={`Set status of ${t.fullName}`}
              >
                Set status
                <ChevronDown aria-hidden="true" />
              </Button>
            </Menu.Trigger>
            <Menu.Content>
              {STATUS_CHOICES.filter((choice) => choice.value !== t.status).map((choice) => (
                <Menu.Item
                  key={choice.value}
                  value={choice.value}
                  onSelect={() => onSetStatus(t, choice.value as TalentStatus)}
                >
                  {choice.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Root>
        ) : null,
    },
  ]
  return (
    <div className={screenRoot}>
      <header className={screenHeader}>
        <h1 className={screenTitle}>Talents</h1>
      </header>
      <BackOfficeTable
        caption="Talents"
        countText={(total) => (total === 1 ? '1 talent' : `${total.toLocaleString('en')} talents`)}
        columns={columns}
        getRowId={(t) => t.id}
        result={result}
        state={state}
        onChange={onChange}
        searchLabel="Search talents"
        searchPlaceholder="Name or email"
        emptyTitle="No talents match these filters"
        onClearFilters={onClearFilters}
        filters={
          <>
            <FilterSelect
              label="Status"
              anyLabel="All statuses"
              choices={STATUS_CHOICES}
              value={state.filters.status ?? ''}
              onChange={(status) => onChange({ filters: { status } })}
            />
            <FilterSelect
              label="Resume"
              anyLabel="With or without"
              choices={RESUME_CHOICES}
              value={state.filters.has_resume ?? ''}
              onChange={(hasResume) => onChange({ filters: { has_resume: hasResume } })}
            />
          </>
        }
      />
    </div>
  )
}
