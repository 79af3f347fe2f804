export * as Drawer from './drawer.tsx'
export type { RootProps as DrawerRootProps } from './drawer.tsx'
