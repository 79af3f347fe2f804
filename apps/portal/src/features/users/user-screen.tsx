import type { Schema } from '@hireloop/api'
import { APPLICATION_STATUS_LABELS } from '@hireloop/flows'
import { RECRUITER_LEVEL_LABELS } from '@hireloop/flows/rules'
import { Avatar, Badge, Card } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import type { ReactNode } from 'react'
import { AuditTrail, type AuditTrailProps } from '../../lib/audit/audit-trail.tsx'
import { AppLink } from '../../lib/ui/app-link.tsx'
import { dayText, USER_ROLE_LABELS } from './users-screen.tsx'

export type UserProfile = Schema<'UserProfile'>
type TalentStatus = Schema<'TalentStatus'>

export interface UserScreenProps {
  user: UserProfile
  /** The user object's audit trail (`GET /audit?object_type=user`), from `useAuditTrail`. */
  audit: Omit<AuditTrailProps, 'title'>
}

const TALENT_STATUS_LABELS: Record<TalentStatus, string> = {
  open_to_work: 'Open to work',
  passive: 'Passive',
  not_looking: 'Not looking',
  hired: 'Hired',
}
const INVITE_STATUS_LABELS: Record<Schema<'InviteStatus'>, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  expired: 'Expired',
}

const root = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '4xl',
  width: 'full',
  mx: 'auto',
})
const head = css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const badges = css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '1' })
const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '6',
  rowGap: '2',
  m: '0',
})
const term = css({ color: 'fg.muted' })
const value = css({ color: 'fg', m: '0', overflowWrap: 'anywhere' })
const objects = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' })
const line = css({ display: 'flex', flexDirection: 'column' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })

/**
 * `/users/{type}/{id}` for recruiters and admins (docs/product.md §2, ADR 0090): one user's profile, what they hold
 * as counts with the latest few, each linking to its page, and the audit trail of the user object.
 */
export function UserScreen({ user, audit }: UserScreenProps) {
  const name = user.fullName || 'No name'
  return (
    <div className={root}>
      <AppLink to="/users">← All users</AppLink>
      <header className={head}>
        <Avatar name={name} size="lg" />
        <div>
          <h1 className={title}>{name}</h1>
          <div className={badges}>
            <Badge variant="subtle" colorPalette={user.type === 'talent' ? 'primary' : 'neutral'}>
              {USER_ROLE_LABELS[user.type]}
            </Badge>
            <Badge variant="status" colorPalette={user.isActive ? 'success' : 'warning'}>
              {user.isActive ? 'Active' : 'Waiting for activation'}
            </Badge>
          </div>
        </div>
      </header>

      <dl className={facts}>
        <Fact term="Email">{user.email}</Fact>
        <Fact term="Signed up">{dayText(user.createdAt)}</Fact>
        {user.company && (
          <Fact term="Company">
            <AppLink to={`/companies?q=${encodeURIComponent(user.company.name)}`}>{user.company.name}</AppLink>
          </Fact>
        )}
        {user.level && <Fact term="Level">{RECRUITER_LEVEL_LABELS[user.level]}</Fact>}
        {user.talentStatus && <Fact term="Status">{TALENT_STATUS_LABELS[user.talentStatus]}</Fact>}
      </dl>

      <div className={objects}>
        {user.type === 'talent' && (
          <ObjectCard title="Resume">
            {user.resume ? (
              <AppLink
                to={
                  user.resume.draft
                    ? `/manage-cv/${encodeURIComponent(user.resume.id)}`
                    : `/resume/${encodeURIComponent(user.resume.id)}`
                }
              >
                {user.resume.draft ? 'Draft resume' : 'Published resume'}
              </AppLink>
            ) : (
              <p className={muted}>No resume yet.</p>
            )}
          </ObjectCard>
        )}
        {user.applications && (
          <ObjectCard title="Applications" total={user.applications.total} none="No applications yet.">
            {user.applications.recent.map((a) => (
              <li key={a.id} className={line}>
                <AppLink to={`/application-resume/${encodeURIComponent(a.id)}`}>
                  {a.vacancyTitle} at {a.companyName}
                </AppLink>
                <span className={muted}>
                  {APPLICATION_STATUS_LABELS[a.status]} · moved {dayText(a.updatedAt)} ·{' '}
                  <AppLink to={`/vacancy/${encodeURIComponent(a.vacancyId)}`}>the vacancy</AppLink>
                </span>
              </li>
            ))}
          </ObjectCard>
        )}
        {user.vacancies && (
          <ObjectCard title="Vacancies created" total={user.vacancies.total} none="No vacancies created.">
            {user.vacancies.recent.map((v) => (
              <li key={v.id} className={line}>
                <AppLink to={`/vacancy/${encodeURIComponent(v.id)}`}>{v.title}</AppLink>
                <span className={muted}>
                  {v.companyName} · {v.draft ? 'Draft' : v.status} · created {dayText(v.createdAt)}
                </span>
              </li>
            ))}
          </ObjectCard>
        )}
        {user.invites && (
          <ObjectCard title="Invites sent" total={user.invites.total} none="No invites sent.">
            {user.invites.recent.map((i) => (
              <li key={`${i.email}-${i.createdAt}`} className={line}>
                <span>{i.email}</span>
                <span className={muted}>
                  {USER_ROLE_LABELS[i.role]} · {INVITE_STATUS_LABELS[i.status]} · sent {dayText(i.createdAt)}
                </span>
              </li>
            ))}
          </ObjectCard>
        )}
      </div>

      <AuditTrail title="History" {...audit} />
    </div>
  )
}

function Fact({ term: label, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={term}>{label}</dt>
      <dd className={value}>{children}</dd>
    </>
  )
}

/** One kind of object: its count, the latest few as a list, or a sentence when there are none. */
function ObjectCard({
  title: heading,
  total,
  none,
  children,
}: {
  title: string
  total?: number
  none?: string
  children: ReactNode
}) {
  const shown = Array.isArray(children) ? children.length : 1
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>
          {heading}
          {total !== undefined && ` (${total.toLocaleString('en')})`}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {total === undefined ? (
          children
        ) : total === 0 ? (
          <p className={muted}>{none}</p>
        ) : (
          <>
            <ul className={list}>{children}</ul>
            {total > shown && (
              <p className={muted}>
                The latest {shown} of {total.toLocaleString('en')}.
              </p>
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  )
}
