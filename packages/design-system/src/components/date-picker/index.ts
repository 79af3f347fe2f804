export * as DatePicker from './date-picker.tsx'
export type { RootProps as DatePickerRootProps } from './date-picker.tsx'
export { parseDate, type DateValue, type DatePickerValueChangeDetails } from '@ark-ui/react/date-picker'
