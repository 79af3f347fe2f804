export * as Card from './card.tsx'
export type { RootProps as CardRootProps } from './card.tsx'
