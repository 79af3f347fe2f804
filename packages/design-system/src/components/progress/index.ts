export * as Progress from './progress.tsx'
export type { RootProps as ProgressRootProps } from './progress.tsx'
