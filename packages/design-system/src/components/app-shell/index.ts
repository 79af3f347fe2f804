export * as AppShell from './app-shell.tsx'
export { useDrawerCollapsed } from './app-shell.tsx'
export type {
  RootProps as AppShellRootProps,
  DrawerProps as AppShellDrawerProps,
  NavProps as AppShellNavProps,
  NavItemProps as AppShellNavItemProps,
} from './app-shell.tsx'
