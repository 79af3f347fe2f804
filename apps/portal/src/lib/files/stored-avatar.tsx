import { Avatar, type AvatarProps } from '@hireloop/design-system'
import { storedImageId, useStoredImage } from './use-stored-image.ts'

/**
 * An avatar whose picture may be one the API stores (read with the token, ADR 0062). Screens take it as their
 * `AvatarComponent` from the route, so their stories render the plain Avatar without services. Only a stored picture
 * needs the query: an avatar with initials or a picture from elsewhere is the plain Avatar (ADR 0114).
 */
export function StoredAvatar(props: AvatarProps) {
  return storedImageId(props.src) === null ? <Avatar {...props} /> : <StoredImageAvatar {...props} />
}

function StoredImageAvatar({ src, ...props }: AvatarProps) {
  return <Avatar {...props} src={useStoredImage(src)} />
}
