import type { ComponentProps } from 'react'
import { ark } from '@ark-ui/react/factory'
import { styled } from '@hireloop/styled-system/jsx'
import { link } from '@hireloop/styled-system/recipes'

/**
 * A text link rendering an `<a>`. With `asChild` the styles go onto the child, e.g. a router link:
 * `<Link asChild><RouterLink to="/login">Log in</RouterLink></Link>`.
 */
export const Link = /* @__PURE__ */ styled(ark.a, link)
export type LinkProps = ComponentProps<typeof Link>
