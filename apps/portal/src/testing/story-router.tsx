import type { Decorator } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'

/** Screens link with the router: stories render them in a memory router at `parameters.route` (default '/'). */
export const withRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/']}>
    <Story />
  </MemoryRouter>
)
