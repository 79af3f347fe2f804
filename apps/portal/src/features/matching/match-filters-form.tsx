import { Button, Tag, TextField } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { useState } from 'react'
import {
  countryName,
  type Place,
  type ReferenceLookups,
  type SkillSuggestion,
} from '../../lib/data/reference-lookups.ts'
import { Checklist, LookupField } from '../../lib/forms/lookup-controls.tsx'
import { REMOTE_POLICIES } from '../../lib/vacancies/vacancy-format.ts'
import { hasFilters, NO_FILTERS, type MatchFilters, type RemotePolicy } from './match-filters.ts'

export interface MatchFiltersFormProps {
  filters: MatchFilters
  /** Every change applies at once (the route writes it to the URL), except the salary, applied on Enter or leaving. */
  onChange: (filters: MatchFilters) => void
  lookups: Pick<ReferenceLookups, 'countries' | 'skills'>
}

const REMOTE_CHOICES = (Object.keys(REMOTE_POLICIES) as RemotePolicy[]).map((value) => ({
  value,
  label: REMOTE_POLICIES[value],
}))

const form = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  alignItems: 'start',
  p: '4',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'xl',
  bg: 'bg.panel',
})
const wide = css({ gridColumn: { md: '1 / -1' } })
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0', mt: '2' })
const footer = css({ gridColumn: { md: '1 / -1' }, display: 'flex', gap: '2', justifyContent: 'flex-end' })

/** The talent's filters over ranked vacancies: remote policies, country, minimum salary and required skills. */
export function MatchFiltersForm({ filters, onChange, lookups }: MatchFiltersFormProps) {
  // The salary box keeps what is typed until it is applied; a new URL (back button, Clear) resets it.
  const [salary, setSalary] = useState({ from: filters.salaryMin, text: filters.salaryMin?.toString() ?? '' })
  if (salary.from !== filters.salaryMin)
    setSalary({ from: filters.salaryMin, text: filters.salaryMin?.toString() ?? '' })

  function applySalary() {
    const value = Number(salary.text)
    const salaryMin = salary.text.trim() && Number.isFinite(value) && value > 0 ? Math.round(value) : null
    if (salaryMin !== filters.salaryMin) onChange({ ...filters, salaryMin })
    else setSalary({ from: salaryMin, text: salaryMin?.toString() ?? '' })
  }

  return (
    <form role="search" aria-label="Filter matches" className={form}>
      <Checklist
        legend="Remote policy"
        choices={REMOTE_CHOICES}
        value={filters.remote}
        onChange={(remote) => onChange({ ...filters, remote: remote as RemotePolicy[] })}
      />
      <LookupField<Place>
        label="Country"
        text={countryName(filters.country)}
        placeholder="Any country"
        load={lookups.countries}
        itemToString={(place) => place.name}
        itemToValue={(place) => place.code}
        onSelect={(place) => onChange({ ...filters, country: place?.code ?? '' })}
      />
      <TextField
        label="Minimum yearly salary"
        helperText="In the vacancy’s currency. Press Enter to apply."
        inputMode="numeric"
        type="number"
        min={0}
        step={1000}
        value={salary.text}
        onChange={(event) => setSalary({ ...salary, text: event.target.value })}
        onBlur={applySalary}
        onKeyDown={(event) => {
          // Several fields: the browser would not submit on Enter by itself.
          if (event.key === 'Enter') {
            event.preventDefault()
            applySalary()
          }
        }}
      />
      <div className={wide}>
        <LookupField<SkillSuggestion>
          label="Required skills"
          text=""
          placeholder="Add a skill"
          clearOnSelect
          load={lookups.skills}
          itemToString={(skill) => skill.name}
          itemToValue={(skill) => skill.id}
          onSelect={(skill) => {
            if (skill && !filters.skills.some((s) => s.id === skill.id)) {
              onChange({ ...filters, skills: [...filters.skills, { id: skill.id, name: skill.name }] })
            }
          }}
        />
        {filters.skills.length > 0 && (
          <ul className={chips} aria-label="Skills every vacancy must ask for">
            {filters.skills.map((skill) => (
              <li key={skill.id}>
                <Tag onRemove={() => onChange({ ...filters, skills: filters.skills.filter((s) => s.id !== skill.id) })}>
                  {skill.name}
                </Tag>
              </li>
            ))}
          </ul>
        )}
      </div>
      {hasFilters(filters) && (
        <div className={footer}>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        </div>
      )}
    </form>
  )
}
