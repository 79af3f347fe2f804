export * as NumberInput from './number-input.tsx'
export type { RootProps as NumberInputRootProps } from './number-input.tsx'
export type { NumberInputValueChangeDetails } from '@ark-ui/react/number-input'
