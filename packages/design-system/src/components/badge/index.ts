export { Badge, type BadgeProps } from './badge.tsx'
export { formatCount } from './badge.utils.ts'
