export * as Select from './select.tsx'
export type { RootProps as SelectRootProps, ContentProps as SelectContentProps } from './select.tsx'
export { createListCollection, type ListCollection, type SelectValueChangeDetails } from '@ark-ui/react/select'
