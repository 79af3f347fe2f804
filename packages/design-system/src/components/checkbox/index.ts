export * as Checkbox from './checkbox.tsx'
export type { RootProps as CheckboxRootProps } from './checkbox.tsx'
export type { CheckboxCheckedChangeDetails, CheckboxCheckedState } from '@ark-ui/react/checkbox'
