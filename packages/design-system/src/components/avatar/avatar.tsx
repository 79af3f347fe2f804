import type { ComponentProps } from 'react'
import { UserRound } from 'lucide-react'
import { Avatar as ArkAvatar } from '@ark-ui/react/avatar'
import { cx } from '@hireloop/styled-system/css'
import { avatar, type AvatarVariantProps } from '@hireloop/styled-system/recipes'
import { displayName, getAvatarPalette, getInitials } from './avatar.utils.ts'

export interface AvatarProps extends Omit<ComponentProps<'div'>, 'children'>, Omit<AvatarVariantProps, 'palette'> {
  /** The person's or company's name: gives the initials, the colour and the accessible name ("No name" when empty). */
  name?: string | null
  /** Picture URL; the initials show until it loads and if it fails. */
  src?: string | null
}

/** A round picture with initials as fallback, coloured from the name (docs/product.md §9). Exposed as one image named after the person. */
export function Avatar({ name, src, size, className, ...rest }: AvatarProps) {
  const classes = avatar({ size, palette: getAvatarPalette(name) })
  const fallback = getInitials(name) || <UserRound aria-hidden="true" />
  const rootProps = { className: cx(classes.root, className), role: 'img', 'aria-label': displayName(name), ...rest }
  // Without a picture there is nothing to load, so no machine to follow the loading: the initials, as Ark's parts
  // draw them. A busy board shows fifty avatars, and each machine cost its render and effects (ADR 0114).
  if (!src)
    return (
      <div data-scope="avatar" data-part="root" {...rootProps}>
        <span data-scope="avatar" data-part="fallback" data-state="visible" className={classes.fallback}>
          {fallback}
        </span>
      </div>
    )
  return (
    <ArkAvatar.Root {...rootProps}>
      <ArkAvatar.Fallback className={classes.fallback}>{fallback}</ArkAvatar.Fallback>
      <ArkAvatar.Image className={classes.image} src={src} alt="" />
    </ArkAvatar.Root>
  )
}
