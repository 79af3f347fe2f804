import type { Schema } from '@hireloop/api'
import { Badge, Button, Table } from '@hireloop/design-system'
import type { ColleagueData } from '@hireloop/flows'
import { css } from '@hireloop/styled-system/css'
import { Pencil, Trash2, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { AppLink } from '../../lib/ui/app-link.tsx'
import { ColleagueDialog, RemoveColleagueDialog } from './colleague-dialogs.tsx'

export interface TeamScreenProps {
  companyName: string
  /** The company's employers (GET /employer). */
  employers: Employer[]
  /** The signed-in employer: their own row links to Account settings instead of Edit and Remove. */
  currentUserId: string
  onInvite: (data: ColleagueData) => Promise<unknown>
  onUpdate: (id: string, data: ColleagueData) => Promise<unknown>
  onRemove: (id: string) => Promise<unknown>
}

type Employer = Schema<'Employer'>

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '5xl',
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

const joinedFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' })

type Open = { kind: 'invite' } | { kind: 'edit'; employer: Employer } | { kind: 'remove'; employer: Employer } | null

/** /users for employers: the company's team, with invite, edit and remove (ADR 0069). */
export function TeamScreen({ companyName, employers, currentUserId, onInvite, onUpdate, onRemove }: TeamScreenProps) {
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  return (
    <div className={page}>
      <div className={header}>
        <div>
          <h1 className={title}>Your team</h1>
          <p className={muted}>Colleagues who hire for {companyName || 'your company'} with you.</p>
        </div>
        <Button onClick={() => setOpen({ kind: 'invite' })}>
          <UserPlus aria-hidden="true" />
          Invite colleague
        </Button>
      </div>
      <div className={tableWrap}>
        <Table.Root>
          <Table.Caption className={css({ srOnly: true })}>Team of {companyName || 'your company'}</Table.Caption>
          <Table.Head>
            <Table.Row>
              <Table.Header>Name</Table.Header>
              <Table.Header>Email</Table.Header>
              <Table.Header>Status</Table.Header>
              <Table.Header>Joined</Table.Header>
              <Table.Header>
                <span className={css({ srOnly: true })}>Actions</span>
              </Table.Header>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {employers.map((employer) => {
              const self = employer.id === currentUserId
              const name = employer.fullName || 'No name'
              return (
                <Table.Row key={employer.id}>
                  <Table.Cell>
                    {name}
                    {self && <span className={muted}> (you)</span>}
                  </Table.Cell>
                  <Table.Cell>{employer.email}</Table.Cell>
                  <Table.Cell>
                    {employer.isActive ? (
                      <Badge variant="subtle" colorPalette="success">
                        Active
                      </Badge>
                    ) : (
                      <Badge variant="subtle" colorPalette="warning">
                        Invitation pending
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>{joinedFormat.format(new Date(employer.createdAt))}</Table.Cell>
                  <Table.Cell>
                    {self ? (
                      // Leaving the company is deleting one's account: Account settings, with its confirmation.
                      <AppLink to="/settings">Account settings</AppLink>
                    ) : (
                      <div className={rowActions}>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Edit ${name}`}
                          onClick={() => setOpen({ kind: 'edit', employer })}
                        >
                          <Pencil aria-hidden="true" />
                          Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          colorPalette="danger"
                          aria-label={`Remove ${name}`}
                          onClick={() => setOpen({ kind: 'remove', employer })}
                        >
                          <Trash2 aria-hidden="true" />
                          Remove
                        </Button>
                      </div>
                    )}
                  </Table.Cell>
                </Table.Row>
              )
            })}
          </Table.Body>
        </Table.Root>
      </div>
      {employers.length <= 1 && (
        <p className={muted}>You are the only one here yet. Invite colleagues to share vacancies and applications.</p>
      )}
      {open?.kind === 'invite' && <ColleagueDialog mode="invite" onSubmit={onInvite} onClose={close} />}
      {open?.kind === 'edit' && (
        <ColleagueDialog
          mode="edit"
          values={{ firstName: open.employer.firstName, lastName: open.employer.lastName, email: open.employer.email }}
          onSubmit={(data) => onUpdate(open.employer.id, data)}
          onClose={close}
        />
      )}
      {open?.kind === 'remove' && (
        <RemoveColleagueDialog
          name={open.employer.fullName || 'this colleague'}
          onConfirm={() => onRemove(open.employer.id)}
          onClose={close}
        />
      )}
    </div>
  )
}
