import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  Bell,
  Briefcase,
  Building2,
  CalendarDays,
  CircleHelp,
  FileText,
  MessageSquare,
  Users,
  Wrench,
} from 'lucide-react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { css } from '@hireloop/styled-system/css'
import { Avatar } from '../avatar/avatar.tsx'
import { IconButton } from '../icon-button/icon-button.tsx'
import * as AppShell from './app-shell.tsx'

const logo = css({ fontWeight: 'bold', textStyle: 'lg', color: 'primary.fg', mr: 'auto' })
const heading = css({ textStyle: '2xl', fontWeight: 'bold', mb: '2' })

const items = [
  { label: 'Vacancies', icon: <Briefcase />, href: '#vacancy' },
  { label: 'Applications', icon: <FileText />, href: '#application' },
  { label: 'Companies', icon: <Building2 />, href: '#companies' },
  { label: 'Meetings', icon: <CalendarDays />, href: '#meetings' },
  { label: 'Skills', icon: <Wrench />, href: '#skills' },
  { label: 'Talents', icon: <Users />, href: '#talents' },
  { label: 'Chat', icon: <MessageSquare />, href: '#messages' },
]

interface DemoProps {
  withDrawer?: boolean
  defaultCollapsed?: boolean
  onCollapsedChange?: (collapsed: boolean) => void
}

function ShellDemo({ withDrawer = true, defaultCollapsed = false, onCollapsedChange }: DemoProps) {
  const [collapsed, setCollapsed] = useState(defaultCollapsed)
  return (
    <AppShell.Root>
      <AppShell.TopBar>
        <span className={logo}>Hireloop</span>
        <IconButton variant="ghost" colorPalette="neutral" aria-label="Help and support">
          <CircleHelp />
        </IconButton>
        <IconButton variant="ghost" colorPalette="neutral" aria-label="Notifications">
          <Bell />
        </IconButton>
        <Avatar name="Ada Lovelace" size="sm" />
      </AppShell.TopBar>
      <AppShell.Content>
        {withDrawer && (
          <AppShell.Drawer
            collapsed={collapsed}
            onCollapsedChange={(next) => {
              setCollapsed(next)
              onCollapsedChange?.(next)
            }}
          >
            <AppShell.Nav>
              {items.map((item, index) => (
                <AppShell.NavItem key={item.label} {...item} current={index === 0} />
              ))}
            </AppShell.Nav>
          </AppShell.Drawer>
        )}
        <AppShell.Main>
          <h1 className={heading}>Vacancies</h1>
          <p>Main content of the screen.</p>
        </AppShell.Main>
      </AppShell.Content>
    </AppShell.Root>
  )
}

const meta = {
  title: 'Components/AppShell',
  component: ShellDemo,
  parameters: { layout: 'fullscreen' },
  args: { onCollapsedChange: fn() },
} satisfies Meta<typeof ShellDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Recruiter: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    await expect(within(nav).getByRole('link', { name: 'Vacancies' })).toHaveAttribute('aria-current', 'page')

    // Keyboard: the toggle collapses the drawer to an icon rail; labels stay the links' names.
    const toggle = canvas.getByRole('button', { name: 'Collapse navigation' })
    toggle.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true)
    await expect(canvas.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute('aria-expanded', 'false')
    await expect(within(nav).getByRole('link', { name: 'Chat' })).toBeInTheDocument()
    await expect(within(nav).getByText('Chat').getBoundingClientRect().width).toBeLessThanOrEqual(1)
  },
}

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
}

/** Non-recruiters have no drawer. */
export const WithoutDrawer: Story = {
  args: { withDrawer: false },
}

/** The first Tab reaches "Skip to content", which moves focus to the main landmark. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const skip = canvas.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toHaveFocus()
    await expect(skip).toBeVisible()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('main')).toHaveFocus()
  },
}
