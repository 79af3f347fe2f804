export * as Dialog from './dialog.tsx'
export type { RootProps as DialogRootProps } from './dialog.tsx'
export type { DialogOpenChangeDetails } from '@ark-ui/react/dialog'
