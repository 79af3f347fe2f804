export * as Accordion from './accordion.tsx'
export type { RootProps as AccordionRootProps } from './accordion.tsx'
export type { AccordionValueChangeDetails } from '@ark-ui/react/accordion'
