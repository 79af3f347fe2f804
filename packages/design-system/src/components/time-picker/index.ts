export { TimePicker, type TimePickerProps } from './time-picker.tsx'
export { timeOptions, type TimeOption, type TimeOptionsConfig } from './time-options.ts'
