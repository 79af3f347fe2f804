import {
  AsyncCombobox,
  Checkbox,
  createListCollection,
  Select,
  type ComboboxValueChangeDetails,
} from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { CircleAlert } from 'lucide-react'
import { useId, useMemo } from 'react'
import { afterNextPaint } from '../ui/after-next-paint.ts'

export interface Choice {
  value: string
  label: string
}

const errorLine = css({ display: 'flex', gap: '1', alignItems: 'center', color: 'danger.fg', fontSize: 'sm', mt: '1' })

export function ErrorLine({ id, text }: { id: string; text?: string }) {
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
  required?: boolean
}

/** One of a few choices (level, notice, currency): the design system's Select, with the field's error under it. */
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
  /**
   * Forget the text after a choice (adding skills one after another). The choice reaches `onSelect` once the browser
   * has painted the emptied input and the closed list, so the key press shows at once and the page's own update (a
   * new row) follows in the next frame, instead of holding up that first paint (issue 16, ADR 0105).
   */
  clearOnSelect?: boolean
}

/** A type-ahead over reference data (countries, states, cities, skills): the design system's AsyncCombobox. */
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
  clearOnSelect,
}: LookupFieldProps<T>) {
  const errorId = useId()
  return (
    <div>
      <AsyncCombobox<T & object>
        // Remounting on a new value resets the input to the value's name; a list that clears on select empties it.
        key={clearOnSelect ? undefined : text}
        label={label}
        loader={load as (query: string, signal: AbortSignal) => Promise<(T & object)[]>}
        itemToString={itemToString}
        itemToValue={itemToValue}
        defaultInputValue={clearOnSelect ? '' : text}
        placeholder={placeholder}
        disabled={disabled}
        invalid={Boolean(errorText)}
        {...(clearOnSelect ? { value: [], selectionBehavior: 'clear' as const } : {})}
        onValueChange={(details: ComboboxValueChangeDetails<T & object>) => {
          const item = details.items[0] ?? null
          if (clearOnSelect) afterNextPaint(() => onSelect(item))
          else onSelect(item)
        }}
      />
      <ErrorLine id={errorId} text={errorText} />
    </div>
  )
}

export interface ChecklistProps {
  legend: string
  choices: readonly Choice[]
  value: readonly string[]
  onChange: (value: string[]) => void
}

/** Several choices (ways of working): checkboxes in a fieldset named by its legend. */
export function Checklist({ legend, choices, value, onChange }: ChecklistProps) {
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <legend className={css({ fontWeight: 'medium', mb: '1' })}>{legend}</legend>
      <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
        {choices.map((choice) => (
          <Checkbox.Root
            key={choice.value}
            checked={value.includes(choice.value)}
            onCheckedChange={(details) =>
              onChange(details.checked === true ? [...value, choice.value] : value.filter((v) => v !== choice.value))
            }
          >
            <Checkbox.Control />
            <Checkbox.Label>{choice.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </div>
    </fieldset>
  )
}
