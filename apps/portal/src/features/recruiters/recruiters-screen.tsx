import type { Schema } from '@hireloop/api'
import { Badge, Button, createListCollection, EmptyState, Pagination, Select, Table } from '@hireloop/design-system'
import { RECRUITER_LEVEL_LABELS, RECRUITER_LEVELS, type RecruiterLevel } from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { ChoiceField } from '../../lib/forms/lookup-controls.tsx'

type Recruiter = Schema<'Recruiter'>
type RecruiterPage = Schema<'RecruiterPage'>

export interface RecruitersScreenProps {
  /** A page of the team (GET /recruiter). */
  team: RecruiterPage
  /** The level filter; null shows everyone. */
  level: RecruiterLevel | null
  onLevelFilter: (level: RecruiterLevel | null) => void
  onPageChange: (page: number) => void
  /** Changes a colleague's level (PUT /recruiter/{id}); rejects on refusal, and the row keeps its level. */
  onChangeLevel: (id: string, level: RecruiterLevel) => Promise<unknown>
}

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
const filter = css({ maxWidth: 'xs' })
const tableWrap = css({ overflowX: 'auto' })
const levelSelect = css({ minWidth: '48' })

const dateFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' })
const levels = createListCollection({
  items: RECRUITER_LEVELS.map((value) => ({ value, label: RECRUITER_LEVEL_LABELS[value] })),
})
const ALL = 'all'
const filterChoices = [{ value: ALL, label: 'All levels' }, ...levels.items]

/** `/recruiter` for admins: the recruiting team, its levels (changed inline) and who is an admin. */
export function RecruitersScreen({ team, level, onLevelFilter, onPageChange, onChangeLevel }: RecruitersScreenProps) {
  const [busy, setBusy] = useState<string | null>(null)
  async function change(recruiter: Recruiter, next: RecruiterLevel) {
    if (next === recruiter.level) return
    setBusy(recruiter.id)
    try {
      await onChangeLevel(recruiter.id, next)
    } catch {
      // The route showed the refusal; the select shows the level the server holds.
    } finally {
      setBusy(null)
    }
  }
  return (
    <div className={page}>
      <div className={header}>
        <div>
          <h1 className={title}>Recruiters</h1>
          <p className={muted}>
            The recruiting team. A level decides what a recruiter may do (see Access); a new level holds from their next
            sign-in.
          </p>
        </div>
        <Button asChild>
          <RouterLink to="/create-recruiter">
            <UserPlus aria-hidden="true" />
            Add recruiter
          </RouterLink>
        </Button>
      </div>
      <div className={filter}>
        <ChoiceField
          label="Level"
          choices={filterChoices}
          value={level ?? ALL}
          onChange={(value) => onLevelFilter(value === ALL || !value ? null : (value as RecruiterLevel))}
        />
      </div>
      {team.results.length === 0 ? (
        <EmptyState
          title={level ? `No ${RECRUITER_LEVEL_LABELS[level]} yet` : 'No recruiters yet'}
          description="Add a recruiter: they get an email to choose their password."
        />
      ) : (
        <div className={tableWrap}>
          <Table.Root>
            <Table.Caption className={css({ srOnly: true })}>The recruiting team</Table.Caption>
            <Table.Head>
              <Table.Row>
                <Table.Header scope="col">Name</Table.Header>
                <Table.Header scope="col">Email</Table.Header>
                <Table.Header scope="col">Level</Table.Header>
                <Table.Header scope="col">Role</Table.Header>
                <Table.Header scope="col">Created</Table.Header>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {team.results.map((recruiter) => {
                const name = recruiter.fullName || 'No name'
                return (
                  <Table.Row key={recruiter.id}>
                    <Table.Cell>{name}</Table.Cell>
                    <Table.Cell>{recruiter.email}</Table.Cell>
                    <Table.Cell>
                      <Select.Root
                        className={levelSelect}
                        size="sm"
                        collection={levels}
                        value={[recruiter.level]}
                        disabled={busy !== null}
                        onValueChange={(details) => {
                          const next = details.value[0] as RecruiterLevel | undefined
                          if (next) void change(recruiter, next)
                        }}
                      >
                        <Select.Label className={css({ srOnly: true })}>Level of {name}</Select.Label>
                        <Select.Control>
                          <Select.Trigger>
                            <Select.ValueText />
                            <Select.Indicator />
                          </Select.Trigger>
                        </Select.Control>
                        <Select.Content>
                          {levels.items.map((item) => (
                            <Select.Item key={item.value} item={item}>
                              <Select.ItemText>{item.label}</Select.ItemText>
                              <Select.ItemIndicator />
                            </Select.Item>
                          ))}
                        </Select.Content>
                      </Select.Root>
                    </Table.Cell>
                    <Table.Cell>
                      {recruiter.isAdmin ? (
                        <Badge variant="subtle" colorPalette="primary">
                          Admin
                        </Badge>
                      ) : (
                        <span className={muted}>Recruiter</span>
                      )}
                    </Table.Cell>
                    <Table.Cell>{dateFormat.format(new Date(recruiter.createdAt))}</Table.Cell>
                  </Table.Row>
                )
              })}
            </Table.Body>
          </Table.Root>
        </div>
      )}
      {team.total > team.size && (
        <Pagination
          total={team.total}
          page={team.currentPage}
          pageSize={team.size}
          pageSizes={[]}
          aria-label="Recruiter pages"
          onPageChange={({ page: next }) => onPageChange(next)}
        />
      )}
    </div>
  )
}
