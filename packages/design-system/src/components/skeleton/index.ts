export { Skeleton, SkeletonText, type SkeletonProps, type SkeletonTextProps } from './skeleton.tsx'
