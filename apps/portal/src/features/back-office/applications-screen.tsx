import type { Schema } from '@hireloop/api'
import {
  APPLICATION_STATUS_LABELS,
  applicationStatuses,
  pipelineGroups,
  pipelineLabel,
  type ApplicationStatus,
} from '@hireloop/flows'
import { css } from '@hireloop/styled-system/css'
import { ApplicationStatusBadge } from '../../lib/applications/application-status-badge.tsx'
import type { UpdateStatus } from '../../lib/applications/use-application-move.ts'
import { BackOfficeTable, type BackOfficeColumn, type ListResult } from '../../lib/back-office/back-office-table.tsx'
import { FilterSelect } from '../../lib/back-office/filter-select.tsx'
import type { ListState } from '../../lib/back-office/list-state.ts'
import { applicationConversationHref } from '../../lib/conversations/conversation-href.ts'
import { AppLink } from '../../lib/ui/app-link.tsx'
import { ApplicationMoveMenu } from './application-move-menu.tsx'
import { dateText, screenHeader, screenRoot, screenTitle } from './back-office-styles.ts'

export type BackOfficeApplication = Pick<
  Schema<'ApplicationListItem'>,
  'id' | 'vacancyId' | 'status' | 'hired' | 'vacancy' | 'talent' | 'createdAt' | 'updatedAt'
>

export interface ApplicationsScreenProps {
  result: ListResult<BackOfficeApplication>
  state: ListState
  onChange: (change: Partial<ListState>) => void
  onClearFilters: () => void
  /** POST /application/{id}/application_status; null when the caller's level may not move applications. */
  updateStatus: UpdateStatus | null
  /** A move's message ("Status updated") or the server's refusal. */
  onMoveResult: (result: { ok: boolean; message: string }) => void
}

const STATUS_CHOICES = applicationStatuses.map((status) => ({
  value: status,
  label: APPLICATION_STATUS_LABELS[status as ApplicationStatus],
}))
// Recruiters read the groups as companies do: the pipeline they run for them.
const GROUP_CHOICES = pipelineGroups.map((group) => ({ value: group, label: pipelineLabel(group, 'company') }))

const talentCell = css({ fontWeight: 'medium' })
const actionsCell = css({ display: 'flex', alignItems: 'center', gap: '3', whiteSpace: 'nowrap' })

/**
 * `/applications` for recruiters (docs/product.md §2): every application, searched by talent name or vacancy title,
 * filtered by status or pipeline group, sorted by the headers; each row moves along the transition table and opens
 * the application's conversation (created on first use).
 */
export function ApplicationsScreen({
  result,
  state,
  onChange,
  onClearFilters,
  updateStatus,
  onMoveResult,
}: ApplicationsScreenProps) {
  const columns: BackOfficeColumn<BackOfficeApplication>[] = [
    {
      key: 'talent',
      header: 'Talent',
      cell: (a) => (
        <AppLink className={talentCell} to={`/application-resume/${encodeURIComponent(a.id)}`}>
          {a.talent.fullName}
        </AppLink>
      ),
    },
    {
      key: 'vacancy',
      header: 'Vacancy',
      cell: (a) => <AppLink to={`/vacancy/${encodeURIComponent(a.vacancyId)}`}>{a.vacancy.title}</AppLink>,
    },
    { key: 'company', header: 'Company', cell: (a) => a.vacancy.company.name },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      cell: (a) => <ApplicationStatusBadge status={a.status} hired={a.hired} />,
    },
    { key: 'created_at', header: 'Created', sortable: true, cell: (a) => dateText(a.createdAt) },
    { key: 'updated_at', header: 'Last change', sortable: true, cell: (a) => dateText(a.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (a) => (
        <span className={actionsCell}>
          {/* Every level may open an application's conversation (it reads the application): ADR 0077. */}
          <AppLink to={applicationConversationHref(a.id)} aria-label={`Message ${a.talent.fullName}`}>
            Message
          </AppLink>
          {updateStatus && (
            <ApplicationMoveMenu
              key={`${a.id}:${a.status}`}
              application={a}
              talentName={a.talent.fullName}
              updateStatus={updateStatus}
              onResult={onMoveResult}
            />
          )}
        </span>
      ),
    },
  ]
  return (
    <div className={screenRoot}>
      <header className={screenHeader}>
        <h1 className={screenTitle}>Applications</h1>
      </header>
      <BackOfficeTable
        caption="Applications"
        countText={(total) => (total === 1 ? '1 application' : `${total.toLocaleString('en')} applications`)}
        columns={columns}
        getRowId={(a) => a.id}
        result={result}
        state={state}
        onChange={onChange}
        searchLabel="Search applications"
        searchPlaceholder="Talent name or vacancy title"
        emptyTitle="No applications match these filters"
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
              label="Pipeline group"
              anyLabel="All groups"
              choices={GROUP_CHOICES}
              value={state.filters.hiring_pipeline_group ?? ''}
              onChange={(group) => onChange({ filters: { hiring_pipeline_group: group } })}
            />
          </>
        }
      />
    </div>
  )
}
