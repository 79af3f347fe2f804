export * as RadioGroup from './radio-group.tsx'
export type { RootProps as RadioGroupRootProps, ItemProps as RadioGroupItemProps } from './radio-group.tsx'
export type { RadioGroupValueChangeDetails } from '@ark-ui/react/radio-group'
