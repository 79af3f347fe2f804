export * as SegmentGroup from './segment-group.tsx'
export type { RootProps as SegmentGroupRootProps, ItemProps as SegmentGroupItemProps } from './segment-group.tsx'
export type { SegmentGroupValueChangeDetails } from '@ark-ui/react/segment-group'
