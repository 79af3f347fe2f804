import type { ComponentProps } from 'react'
import { ark } from '@ark-ui/react/factory'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { card } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = createStyleContext(card)

export const Root = withProvider(ark.div, 'root')
export const Header = withContext(ark.div, 'header')
export const Title = withContext(ark.h2, 'title')
export const Description = withContext(ark.p, 'description')
export const Body = withContext(ark.div, 'body')
export const Footer = withContext(ark.div, 'footer')

export type RootProps = ComponentProps<typeof Root>
