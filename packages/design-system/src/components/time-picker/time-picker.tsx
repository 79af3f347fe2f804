import { useMemo } from 'react'
import { Clock } from 'lucide-react'
import { css } from '@hireloop/styled-system/css'
import * as Select from '../select/select.tsx'
import { createListCollection } from '../select/select.tsx'
import { timeOptions, type TimeOptionsConfig } from './time-options.ts'

export interface TimePickerProps
  extends
    TimeOptionsConfig,
    Omit<Select.RootProps, 'collection' | 'value' | 'defaultValue' | 'onValueChange' | 'multiple'> {
  /** The visible label. */
  label: string
  /** Controlled value, "HH:mm". */
  value?: string | null
  defaultValue?: string
  onValueChange?: (value: string | null) => void
  /** @default "Choose a time" */
  placeholder?: string
}

const icon = /* @__PURE__ */ css({ color: 'fg.muted', w: '4', h: '4', flexShrink: '0' })

/**
 * A time of day from a list (Ark has no time picker): a Select of `step`-minute slots between `min` and `max`,
 * labelled for the `locale`; the value is "HH:mm". Keyboard as Select, with type-ahead ("14" jumps to 14:00).
 */
export function TimePicker({
  label,
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  step,
  locale = 'en-GB',
  placeholder = 'Choose a time',
  ...props
}: TimePickerProps) {
  const collection = useMemo(
    () => createListCollection({ items: timeOptions({ min, max, step, locale }) }),
    [min, max, step, locale],
  )
  return (
    <Select.Root
      collection={collection}
      value={value === undefined ? undefined : value === null ? [] : [value]}
      defaultValue={defaultValue ? [defaultValue] : undefined}
      onValueChange={(details) => onValueChange?.(details.value[0] ?? null)}
      {...props}
    >
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Clock className={icon} aria-hidden="true" />
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
  )
}
