import { Button, type ButtonProps } from '../button/button.tsx'

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label' | 'iconOnly'> {
  /** Required: an icon alone has no accessible name. */
  'aria-label': string
}

/** A square button holding only an icon; styled by the button recipe (`iconOnly`). */
export function IconButton(props: IconButtonProps) {
  return <Button iconOnly {...props} />
}
