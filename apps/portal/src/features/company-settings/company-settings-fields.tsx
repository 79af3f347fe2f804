import {
  AsyncCombobox,
  createListCollection,
  FormField,
  Select,
  Textarea,
  type ComboboxValueChangeDetails,
} from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { CircleAlert } from 'lucide-react'
import { useId, useMemo } from 'react'

// The controls the company forms bind by hand (choices and type-aheads over reference data). The resume editor has
// the same two; a feature does not import another, so they move to src/lib/forms once a third screen needs them.

export interface Choice {
  value: string
  label: string
}

const errorLine = css({ display: 'flex', gap: '1', alignItems: 'center', color: 'danger.fg', fontSize: 'sm', mt: '1' })

function ErrorLine({ id, text }: { id: string; text?: string }) {
  if (!text) return null
  return (
    <p id={id} className={errorLine}>
      <CircleAlert aria-hidden="true" size={14} />
      {text}
    </p>
  )
}

export interface ChoiceFieldProps {
  label: string
  choices: readonly Choice[]
  value: string
  onChange: (value: string) => void
  errorText?: string
  placeholder?: string
}

/** One of a few choices (type, size, currency): the design system's Select, its error under it. */
export function ChoiceField({ label, choices, value, onChange, errorText, placeholder = 'Choose…' }: ChoiceFieldProps) {
  const collection = useMemo(() => createListCollection({ items: [...choices] }), [choices])
  const errorId = useId()
  return (
    <div>
      <Select.Root
        collection={collection}
        value={value ? [value] : []}
        onValueChange={(details) => onChange(details.value[0] ?? '')}
        invalid={Boolean(errorText)}
      >
        <Select.Label>{label}</Select.Label>
        <Select.Control>
          <Select.Trigger aria-describedby={errorText ? errorId : undefined}>
            <Select.ValueText placeholder={placeholder} />
            <Select.Indicator />
          </Select.Trigger>
        </Select.Control>
        <Select.Content>
          {collection.items.map((item) => (
            <Select.Item key={item.value} item={item}>
              <Select.ItemText>{item.label}</Select.ItemText>
              <Select.ItemIndicator />
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <ErrorLine id={errorId} text={errorText} />
    </div>
  )
}

export interface LookupFieldProps<T> {
  label: string
  /** What the input shows for the current value (the value's name). */
  text: string
  load: (query: string, signal: AbortSignal) => Promise<T[]>
  itemToString: (item: T) => string
  itemToValue: (item: T) => string
  onSelect: (item: T | null) => void
  errorText?: string
  disabled?: boolean
  placeholder?: string
}

/** A type-ahead over reference data (countries, states, cities): the design system's AsyncCombobox. */
export function LookupField<T>({
  label,
  text,
  load,
  itemToString,
  itemToValue,
  onSelect,
  errorText,
  disabled,
  placeholder,
}: LookupFieldProps<T>) {
  const errorId = useId()
  return (
    <div>
      <AsyncCombobox<T & object>
        // Remounting on a new value resets the input to the value's name.
        key={text}
        label={label}
        loader={load as (query: string, signal: AbortSignal) => Promise<(T & object)[]>}
        itemToString={itemToString}
        itemToValue={itemToValue}
        defaultInputValue={text}
        placeholder={placeholder}
        disabled={disabled}
        invalid={Boolean(errorText)}
        onValueChange={(details: ComboboxValueChangeDetails<T & object>) => onSelect(details.items[0] ?? null)}
      />
      <ErrorLine id={errorId} text={errorText} />
    </div>
  )
}

export interface TextAreaFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  helperText?: string
  errorText?: string
}

export function TextAreaField({ label, value, onChange, onBlur, helperText, errorText }: TextAreaFieldProps) {
  return (
    <FormField label={label} helperText={helperText} errorText={errorText}>
      <Textarea value={value} rows={6} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
    </FormField>
  )
}

/** A country, state or city of GET /country, /state, /city (a city's code is its id). */
export interface Place {
  code: string
  name: string
}

/** The reference data the forms look up as the employer types. */
export interface PlaceLookups {
  countries: (query: string, signal: AbortSignal) => Promise<Place[]>
  states: (country: string, query: string, signal: AbortSignal) => Promise<Place[]>
  cities: (country: string, query: string, signal: AbortSignal) => Promise<Place[]>
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
export const countryName = (code: string) => (code ? (regionNames.of(code) ?? code) : '')
