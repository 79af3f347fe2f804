import type { ComponentProps } from 'react'
import { ark } from '@ark-ui/react/factory'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { card } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(card)

export const Root = /* @__PURE__ */ withProvider(ark.div, 'root')
export const Header = /* @__PURE__ */ withContext(ark.div, 'header')
export const Title = /* @__PURE__ */ withContext(ark.h2, 'title')
export const Description = /* @__PURE__ */ withContext(ark.p, 'description')
export const Body = /* @__PURE__ */ withContext(ark.div, 'body')
export const Footer = /* @__PURE__ */ withContext(ark.div, 'footer')

export type RootProps = ComponentProps<typeof Root>
