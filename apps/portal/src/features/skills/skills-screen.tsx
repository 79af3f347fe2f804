import type { Schema } from '@hireloop/api'
import { Badge, Button, Pagination, Table, TextField } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { GitMerge, Pencil, Plus, Search, Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { SkillSuggestion } from '../../lib/data/reference-lookups.ts'
import { DeleteSkillDialog, MergeSkillDialog, SkillDialog } from './skill-dialogs.tsx'
import { usageText, type SkillFilters, type SkillFormData } from './skill-form.ts'

type Skill = Schema<'Skill'>

export interface SkillsScreenProps {
  /** One page of the catalogue (GET /skill), each skill with its usage. */
  skills: { results: Skill[]; total: number; size: number; currentPage: number }
  filters: SkillFilters
  /** A new search, category or page: the route writes it to the URL. */
  onFiltersChange: (filters: SkillFilters) => void
  /** What the recruiter's level allows: create and edit; delete and merge (the policy table). */
  may: { write: boolean; remove: boolean }
  searchSkills: (query: string, signal: AbortSignal) => Promise<SkillSuggestion[]>
  onCreate: (data: SkillFormData) => Promise<unknown>
  onUpdate: (id: string, data: SkillFormData) => Promise<unknown>
  onDelete: (skill: Skill) => Promise<unknown>
  onMerge: (skill: Skill, into: SkillSuggestion) => Promise<unknown>
}

const page = css({
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
const filterBar = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: '2fr 1fr auto' },
  alignItems: 'end',
})
const rowActions = css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'flex-end' })
const tableWrap = css({ overflowX: 'auto' })
const empty = css({ color: 'fg.muted', py: '8', textAlign: 'center' })

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; skill: Skill }
  | { kind: 'delete'; skill: Skill }
  | { kind: 'merge'; skill: Skill }
  | null

/** `/skills`: the catalogue resumes, vacancies and matching share, for recruiters to keep tidy. */
export function SkillsScreen({
  skills,
  filters,
  onFiltersChange,
  may,
  searchSkills,
  onCreate,
  onUpdate,
  onDelete,
  onMerge,
}: SkillsScreenProps) {
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  const filtered = Boolean(filters.q || filters.category)

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    onFiltersChange({ q: String(data.get('q') ?? ''), category: String(data.get('category') ?? '').trim(), page: 1 })
  }

  return (
    <div className={page}>
      <div className={header}>
        <div>
          <h1 className={title}>Skills</h1>
          <p className={muted}>One catalogue for resumes, vacancies and matching: {skills.total} skills found.</p>
        </div>
        {may.write && (
          <Button onClick={() => setOpen({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            New skill
          </Button>
        )}
      </div>

      {/* Keyed by the URL's filters: the back button puts their values back in the fields. */}
      <form
        key={`${filters.q}|${filters.category}`}
        role="search"
        aria-label="Filter skills"
        className={filterBar}
        onSubmit={search}
      >
        <TextField label="Name or alias" name="q" type="search" defaultValue={filters.q} autoComplete="off" />
        <TextField
          label="Category"
          name="category"
          defaultValue={filters.category}
          autoComplete="off"
          placeholder="For example Backend"
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>

      <div className={tableWrap}>
        <Table.Root>
          <Table.Caption className={css({ srOnly: true })}>Skills catalogue</Table.Caption>
          <Table.Head>
            <Table.Row>
              <Table.Header>Name</Table.Header>
              <Table.Header>Category</Table.Header>
              <Table.Header>Aliases</Table.Header>
              <Table.Header>Used by</Table.Header>
              <Table.Header>
                <span className={css({ srOnly: true })}>Actions</span>
              </Table.Header>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {skills.results.map((skill) => {
              const used = usageText(skill.usage)
              return (
                <Table.Row key={skill.id}>
                  <Table.Cell>{skill.name}</Table.Cell>
                  <Table.Cell>{skill.category ?? <span className={muted}>None</span>}</Table.Cell>
                  <Table.Cell>
                    {skill.aliases.length > 0 ? skill.aliases.join(', ') : <span className={muted}>None</span>}
                  </Table.Cell>
                  <Table.Cell>
                    {used ?? (
                      <Badge variant="subtle" colorPalette="neutral">
                        Unused
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <div className={rowActions}>
                      {may.write && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Edit ${skill.name}`}
                          onClick={() => setOpen({ kind: 'edit', skill })}
                        >
                          <Pencil aria-hidden="true" />
                          Edit
                        </Button>
                      )}
                      {may.remove && (
                        <>
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Merge ${skill.name}`}
                            onClick={() => setOpen({ kind: 'merge', skill })}
                          >
                            <GitMerge aria-hidden="true" />
                            Merge
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            colorPalette="danger"
                            aria-label={`Delete ${skill.name}`}
                            onClick={() => setOpen({ kind: 'delete', skill })}
                          >
                            <Trash2 aria-hidden="true" />
                            Delete
                          </Button>
                        </>
                      )}
                    </div>
                  </Table.Cell>
                </Table.Row>
              )
            })}
          </Table.Body>
        </Table.Root>
        {skills.results.length === 0 && (
          <p className={empty}>
            {filtered ? 'No skill matches these filters. Try another name or category.' : 'The catalogue is empty.'}
          </p>
        )}
      </div>

      {skills.total > skills.size && (
        <Pagination
          total={skills.total}
          page={skills.currentPage}
          pageSize={skills.size}
          pageSizes={[]}
          aria-label="Skills pages"
          onPageChange={({ page: next }) => onFiltersChange({ ...filters, page: next })}
        />
      )}

      {open?.kind === 'create' && <SkillDialog onSubmit={onCreate} onClose={close} />}
      {open?.kind === 'edit' && (
        <SkillDialog skill={open.skill} onSubmit={(data) => onUpdate(open.skill.id, data)} onClose={close} />
      )}
      {open?.kind === 'delete' && (
        <DeleteSkillDialog
          skill={open.skill}
          onConfirm={() => onDelete(open.skill)}
          onMergeInstead={() => setOpen({ kind: 'merge', skill: open.skill })}
          onClose={close}
        />
      )}
      {open?.kind === 'merge' && (
        <MergeSkillDialog
          skill={open.skill}
          searchSkills={searchSkills}
          onConfirm={(into) => onMerge(open.skill, into)}
          onClose={close}
        />
      )}
    </div>
  )
}
