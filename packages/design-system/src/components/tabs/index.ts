export * as Tabs from './tabs.tsx'
export type { RootProps as TabsRootProps } from './tabs.tsx'
export type { TabsValueChangeDetails } from '@ark-ui/react/tabs'
