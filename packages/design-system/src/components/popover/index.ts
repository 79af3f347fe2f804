export * as Popover from './popover.tsx'
export type { RootProps as PopoverRootProps, ContentProps as PopoverContentProps } from './popover.tsx'
