export * as TagsInput from './tags-input.tsx'
export type { RootProps as TagsInputRootProps } from './tags-input.tsx'
export type { TagsInputValueChangeDetails } from '@ark-ui/react/tags-input'
