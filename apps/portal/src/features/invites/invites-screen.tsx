import type { Schema } from '@hireloop/api'
import { Badge, Button, Pagination, Switch, Table } from '@hireloop/design-system'
import type { CreateInviteBody } from '@hireloop/flows'
import { RECRUITER_LEVEL_LABELS, type RecruiterLevel } from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { Send, Trash2, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { DeleteInviteDialog, InviteDialog, type CompanyChoice } from './invite-dialogs.tsx'

type Invite = Schema<'Invite'>

export interface InvitesScreenProps {
  /** One page of GET /invite. */
  invites: Invite[]
  total: number
  page: number
  pageSize: number
  /** Only the pending invites (`?pending=true`). */
  pendingOnly: boolean
  onPendingOnlyChange: (pendingOnly: boolean) => void
  onPageChange: (page: number) => void
  onInvite: (body: CreateInviteBody) => Promise<unknown>
  onResend: (invite: Invite) => Promise<unknown>
  onDelete: (invite: Invite) => Promise<unknown>
  loadCompanies: (query: string, signal: AbortSignal) => Promise<CompanyChoice[]>
}

const pageStyle = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '6xl',
  width: 'full',
  mx: 'auto',
})
const header = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: '4',
  flexWrap: 'wrap',
})
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const rowActions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' })
const tableWrap = css({ overflowX: 'auto' })

const dateFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

const STATUS: Record<Invite['status'], { label: string; palette: 'warning' | 'success' | 'neutral' }> = {
  pending: { label: 'Pending', palette: 'warning' },
  accepted: { label: 'Accepted', palette: 'success' },
  expired: { label: 'Expired', palette: 'neutral' },
}

/** "Employer at Acme" or the recruiter's level: what the invite makes of the person. */
function joinsAs(invite: Invite): string {
  if (invite.role === 'employer') return `Employer at ${invite.companyName ?? 'a removed company'}`
  return invite.level ? RECRUITER_LEVEL_LABELS[invite.level as RecruiterLevel] : 'Recruiter'
}

type Open = { kind: 'invite' } | { kind: 'delete'; invite: Invite } | null

/** /invite for admins (ADR 0085): who was invited as what, by whom, and whether the link still works. */
export function InvitesScreen({
  invites,
  total,
  page,
  pageSize,
  pendingOnly,
  onPendingOnlyChange,
  onPageChange,
  onInvite,
  onResend,
  onDelete,
  loadCompanies,
}: InvitesScreenProps) {
  const [open, setOpen] = useState<Open>(null)
  const [resending, setResending] = useState<string | null>(null)
  const close = () => setOpen(null)
  async function resend(invite: Invite) {
    setResending(invite.value)
    try {
      await onResend(invite)
    } finally {
      setResending(null)
    }
  }
  return (
    <div className={pageStyle}>
      <div className={header}>
        <div>
          <h1 className={title}>Invites</h1>
          <p className={muted}>Recruiters and employers you invited. A link works for 14 days and only once.</p>
        </div>
        <Button onClick={() => setOpen({ kind: 'invite' })}>
          <UserPlus aria-hidden="true" />
          Invite someone
        </Button>
      </div>
      <Switch checked={pendingOnly} onCheckedChange={({ checked }) => onPendingOnlyChange(checked)}>
        Pending only
      </Switch>
      {invites.length === 0 ? (
        <p className={muted} role="status">
          {pendingOnly ? 'No invite is waiting for an answer.' : 'No invites yet. Invite a recruiter or an employer.'}
        </p>
      ) : (
        <div className={tableWrap}>
          <Table.Root>
            <Table.Caption className={css({ srOnly: true })}>Invites</Table.Caption>
            <Table.Head>
              <Table.Row>
                <Table.Header>Email</Table.Header>
                <Table.Header>Joins as</Table.Header>
                <Table.Header>Invited by</Table.Header>
                <Table.Header>Status</Table.Header>
                <Table.Header>Expires</Table.Header>
                <Table.Header>
                  <span className={css({ srOnly: true })}>Actions</span>
                </Table.Header>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {invites.map((invite) => {
                const status = STATUS[invite.status]
                return (
                  <Table.Row key={invite.value}>
                    <Table.Cell>{invite.email}</Table.Cell>
                    <Table.Cell>{joinsAs(invite)}</Table.Cell>
                    <Table.Cell>{invite.invitedByName ?? 'A former admin'}</Table.Cell>
                    <Table.Cell>
                      <Badge variant="subtle" colorPalette={status.palette}>
                        {status.label}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      {invite.status === 'accepted' ? '—' : dateFormat.format(new Date(invite.expiresAt))}
                    </Table.Cell>
                    <Table.Cell>
                      <div className={rowActions}>
                        {invite.status !== 'accepted' && (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Resend the invite for ${invite.email}`}
                            loading={resending === invite.value}
                            onClick={() => void resend(invite)}
                          >
                            <Send aria-hidden="true" />
                            Resend
                          </Button>
                        )}
                        <Button
                          size="sm"
                          variant="outline"
                          colorPalette="danger"
                          aria-label={`Delete the invite for ${invite.email}`}
                          onClick={() => setOpen({ kind: 'delete', invite })}
                        >
                          <Trash2 aria-hidden="true" />
                          Delete
                        </Button>
                      </div>
                    </Table.Cell>
                  </Table.Row>
                )
              })}
            </Table.Body>
          </Table.Root>
        </div>
      )}
      {total > pageSize && (
        <Pagination
          total={total}
          page={page}
          pageSize={pageSize}
          pageSizes={[]}
          aria-label="Invite pages"
          onPageChange={({ page: next }) => onPageChange(next)}
        />
      )}
      {open?.kind === 'invite' && <InviteDialog onSubmit={onInvite} loadCompanies={loadCompanies} onClose={close} />}
      {open?.kind === 'delete' && (
        <DeleteInviteDialog email={open.invite.email} onConfirm={() => onDelete(open.invite)} onClose={close} />
      )}
    </div>
  )
}
