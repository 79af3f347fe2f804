import type { ComponentProps } from 'react'
import { UserRound } from 'lucide-react'
import { Avatar as ArkAvatar } from '@ark-ui/react/avatar'
import { cx } from '@hireloop/styled-system/css'
import { avatar, type AvatarVariantProps } from '@hireloop/styled-system/recipes'
import { displayName, getAvatarPalette, getInitials } from './avatar.utils.ts'

export interface AvatarProps
  extends Omit<ComponentProps<typeof ArkAvatar.Root>, 'children'>, Omit<AvatarVariantProps, 'palette'> {
  /** The person's or company's name: gives the initials, the colour and the accessible name ("No name" when empty). */
  name?: string | null
  /** Picture URL; the initials show until it loads and if it fails. */
  src?: string | null
}

/** A round picture with initials as fallback, coloured from the name (docs/product.md §9). Exposed as one image named after the person. */
export function Avatar({ name, src, size, className, ...rest }: AvatarProps) {
  const classes = avatar({ size, palette: getAvatarPalette(name) })
  const initials = getInitials(name)
  return (
    <ArkAvatar.Root className={cx(classes.root, className)} role="img" aria-label={displayName(name)} {...rest}>
      <ArkAvatar.Fallback className={classes.fallback}>
        {initials || <UserRound aria-hidden="true" />}
      </ArkAvatar.Fallback>
      {src && <ArkAvatar.Image className={classes.image} src={src} alt="" />}
    </ArkAvatar.Root>
  )
}
