import { css } from '@hireloop/styled-system/css'
import { useMemo } from 'react'
import { ChoiceField, type Choice } from '../forms/lookup-controls.tsx'

export interface FilterSelectProps {
  label: string
  /** The first choice, which filters nothing ("All statuses"). */
  anyLabel: string
  choices: readonly Choice[]
  /** The filter's value; empty is any. */
  value: string
  onChange: (value: string) => void
}

const ANY = 'any'
const box = css({ minWidth: '48' })

/** One filter of a back-office table: a select whose first choice clears it. */
export function FilterSelect({ label, anyLabel, choices, value, onChange }: FilterSelectProps) {
  const all = useMemo(() => [{ value: ANY, label: anyLabel }, ...choices], [anyLabel, choices])
  return (
    <div className={box}>
      <ChoiceField
        label={label}
        choices={all}
        value={value || ANY}
        onChange={(next) => onChange(next === ANY ? '' : next)}
      />
    </div>
  )
}
