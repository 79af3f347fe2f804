export * as Steps from './steps.tsx'
export type { RootProps as StepsRootProps, ItemProps as StepsItemProps } from './steps.tsx'
