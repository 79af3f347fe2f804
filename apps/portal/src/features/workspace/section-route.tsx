import { useRouteFacts } from '../../lib/routes/use-route-facts.ts'
import { SectionScreen } from './section-screen.tsx'

/** The stand-in of every signed-in screen not built yet: the route's title and summary from the route table. */
export function Component() {
  const route = useRouteFacts()
  return <SectionScreen title={route?.title ?? 'Hireloop'} description={route?.summary ?? ''} />
}
