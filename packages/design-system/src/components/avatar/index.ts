export { Avatar, type AvatarProps } from './avatar.tsx'
export {
  avatarPalettes,
  displayName,
  getAvatarPalette,
  getInitials,
  NO_NAME,
  type AvatarPalette,
} from './avatar.utils.ts'
