export * as Menu from './menu.tsx'
export type {
  RootProps as MenuRootProps,
  ItemProps as MenuItemProps,
  ContentProps as MenuContentProps,
} from './menu.tsx'
