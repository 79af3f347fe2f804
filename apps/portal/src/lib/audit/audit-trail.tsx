import type { Schema } from '@hireloop/api'
import { Badge, Button, Pagination, SkeletonText } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import type { ListResult } from '../back-office/back-office-table.tsx'

export type AuditEntry = Schema<'AuditEntry'>
type Summary = AuditEntry['before']
type Value = NonNullable<Summary>[string]

export interface AuditTrailProps {
  /** The section's heading ("History"); it names the list for assistive tech. */
  title?: string
  /** The page of entries, newest first: loading, the refusal in words with a retry, or the page. */
  result: ListResult<AuditEntry>
  page: number
  pageSize: number
  onPageChange: (page: number) => void
}

const ROLE_LABELS: Record<AuditEntry['actorRole'], string> = {
  anonymous: 'Signed out',
  talent: 'Talent',
  employer: 'Employer',
  recruiter: 'Recruiter',
  admin: 'Admin',
}

const WHEN = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

/** "updateMyEmail" reads "Update my email": operation ids are the contract's names for what happened. */
export function operationText(operationId: string): string {
  const words = operationId.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const valueText = (value: Value | undefined) =>
  value === undefined || value === null ? '–' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)
const fieldText = (key: string) => key.replace(/_/g, ' ')

/** What changed between the two summaries: every key of either, the unchanged ones left out when both exist. */
export function changesOf(before: Summary, after: Summary): { key: string; before?: string; after?: string }[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return keys
    .filter((key) => !before || !after || before[key] !== after[key])
    .map((key) => ({
      key: fieldText(key),
      ...(before ? { before: valueText(before[key]) } : {}),
      ...(after ? { after: valueText(after[key]) } : {}),
    }))
}

const section = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const heading = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' })
const item = css({
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'lg',
  p: '3',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
})
const itemHead = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })
const what = css({ fontWeight: 'medium', color: 'fg' })
const meta = css({ color: 'fg.muted', textStyle: 'sm' })
const changeList = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '3',
  rowGap: '1',
  textStyle: 'sm',
  m: '0',
})
const term = css({ color: 'fg.muted' })
const detail = css({ color: 'fg', m: '0', overflowWrap: 'anywhere' })
const muted = css({ color: 'fg.muted' })
const errorText = css({ color: 'danger.fg' })

/**
 * What happened to one object (`GET /audit`, ADR 0025), newest first: the operation, who (by role), when, and what
 * changed from before to after. Pure over props; `useAuditTrail` (./use-audit-trail.ts) runs the query for a page.
 */
export function AuditTrail({ title = 'History', result, page, pageSize, onPageChange }: AuditTrailProps) {
  const headingId = `audit-trail-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section className={section} aria-labelledby={headingId}>
      <h2 id={headingId} className={heading}>
        {title}
      </h2>
      {result.kind === 'loading' && (
        <ul className={list} aria-busy="true" aria-label={`${title}, loading`}>
          {[0, 1, 2].map((row) => (
            <li key={row} className={item}>
              <SkeletonText lines={2} />
            </li>
          ))}
        </ul>
      )}
      {result.kind === 'error' && (
        <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' })}>
          <p role="alert" className={errorText}>
            {result.message}
          </p>
          <Button variant="outline" size="sm" onClick={result.retry}>
            Try again
          </Button>
        </div>
      )}
      {result.kind === 'ready' &&
        (result.page.results.length === 0 ? (
          <p className={muted}>Nothing has been recorded yet.</p>
        ) : (
          <>
            <ol className={list} aria-labelledby={headingId}>
              {result.page.results.map((entry) => (
                <AuditItem key={entry.id} entry={entry} />
              ))}
            </ol>
            {result.page.total > pageSize && (
              <Pagination
                aria-label={`${title} pages`}
                total={result.page.total}
                page={page}
                pageSize={pageSize}
                onPageChange={({ page: next }) => next !== page && onPageChange(next)}
              />
            )}
          </>
        ))}
    </section>
  )
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry.before, entry.after)
  return (
    <li className={item}>
      <div className={itemHead}>
        <span className={what}>{operationText(entry.operationId)}</span>
        <Badge variant="subtle" colorPalette="neutral">
          {ROLE_LABELS[entry.actorRole]}
        </Badge>
        <time className={meta} dateTime={entry.createdAt}>
          {WHEN.format(new Date(entry.createdAt))} UTC
        </time>
      </div>
      {changes.length > 0 && (
        <dl className={changeList}>
          {changes.map((change) => (
            <div key={change.key} className={css({ display: 'contents' })}>
              <dt className={term}>{change.key}</dt>
              <dd className={detail}>
                {change.before !== undefined && change.after !== undefined
                  ? `${change.before} → ${change.after}`
                  : (change.after ?? `${change.before} (removed)`)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className={meta}>
        Request {entry.requestId}
        {entry.actorId ? ` · by user ${entry.actorId}` : ''}
      </p>
    </li>
  )
}
