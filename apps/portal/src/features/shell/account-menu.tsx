import { Avatar, focusRing, Menu, VisuallyHidden } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { ChevronDown } from 'lucide-react'
import { useNavigate } from 'react-router'

export interface AccountMenuProps {
  name: string
  imageUrl?: string | null
  /** Company settings are for employers only (docs/product.md §2). */
  showCompanySettings: boolean
  onSignOut: () => void
  /** Development builds only: the switch of the machine inspector (ADR 0049); absent, no item. */
  inspector?: { on: boolean; onChange: (on: boolean) => void }
}

const trigger = css(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '1.5',
    py: '1',
    borderRadius: 'full',
    cursor: 'pointer',
    color: 'fg',
    bg: 'transparent',
    _hover: { bg: 'bg.muted' },
  },
  focusRing,
)
const chevron = css({ width: '4', height: '4', color: 'fg.muted' })

/** The account menu of the top bar (docs/product.md §2). */
export function AccountMenu({ name, imageUrl, showCompanySettings, onSignOut, inspector }: AccountMenuProps) {
  const navigate = useNavigate()
  const go = (path: string) => () => navigate(path)
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger className={trigger}>
        {/* Named by the avatar (the person's name) plus the hidden words: "Rita Recruiter, account menu". */}
        <Avatar name={name} src={imageUrl} size="sm" />
        <VisuallyHidden>, account menu</VisuallyHidden>
        <ChevronDown className={chevron} aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Content>
        <Menu.Item value="settings" onSelect={go('/settings')}>
          Account settings
        </Menu.Item>
        {showCompanySettings && (
          <Menu.Item value="company-settings" onSelect={go('/company-settings')}>
            Company settings
          </Menu.Item>
        )}
        {inspector && (
          <Menu.Item value="inspector" onSelect={() => inspector.onChange(!inspector.on)}>
            {inspector.on ? 'Turn off the machine inspector' : 'Turn on the machine inspector'}
          </Menu.Item>
        )}
        <Menu.Item value="logout" onSelect={onSignOut}>
          Logout
        </Menu.Item>
        <Menu.Separator />
        <Menu.Item value="terms" onSelect={go('/terms-of-service')}>
          Terms of service
        </Menu.Item>
        <Menu.Item value="privacy" onSelect={go('/privacy-policy')}>
          Privacy policy
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  )
}
