import { Avatar, type AvatarProps } from '@hireloop/design-system'
import { useStoredImage } from './use-stored-image.ts'

/**
 * An avatar whose picture may be one the API stores (read with the token, ADR 0062). Screens take it as their
 * `AvatarComponent` from the route, so their stories render the plain Avatar without services.
 */
export function StoredAvatar({ src, ...props }: AvatarProps) {
  return <Avatar {...props} src={useStoredImage(src)} />
}
