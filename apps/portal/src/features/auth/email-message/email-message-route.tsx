import { useSearchParams } from 'react-router'
import { useServices } from '../../../lib/services/services.tsx'
import { EmailMessageScreen } from './email-message-screen.tsx'

/** Nothing to load: what to say comes from the link, whether to offer the developer mailbox from the configuration. */
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
