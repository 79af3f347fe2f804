import { useSearchParams } from 'react-router'
import { useServices } from '../../../app/services.tsx'
import { EmailMessageScreen } from './email-message-screen.tsx'

export function Component() {
  const [params] = useSearchParams()
  const { config } = useServices()
  return (
    <EmailMessageScreen
      type={params.get('type') === 'reset' ? 'reset' : 'verification'}
      email={params.get('email')}
      devMailboxHref={config.devMailbox ? '/dev/mailbox' : null}
    />
  )
}
