import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  FlowDiagram,
  stateStory,
  walkEveryStateStory,
  type EventLike,
} from '../../../../.storybook/machine-diagram/index.ts'
import { flowDiagram } from '../testing/index.ts'
import { NOTIFICATIONS_ACTORS, notificationsInput, notificationsModel } from './notifications.fixtures.ts'
import { notificationsMachine } from './notifications.machine.ts'

const flow = flowDiagram({
  machine: notificationsMachine,
  model: notificationsModel,
  input: () => notificationsInput,
  actors: NOTIFICATIONS_ACTORS,
})

/** The bell's poller in a visible tab; "poll interval elapsed" stands for the 10 s wait. */
function NotificationsDiagram({ startAt }: { startAt?: EventLike[] }) {
  return <FlowDiagram flow={flow} title="Notifications poller" startAt={startAt} />
}

const meta = {
  title: 'Flows/Notifications',
  component: NotificationsDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof NotificationsDiagram>
export default meta
type Story = StoryObj<typeof meta>

/** The tab is hidden: no polling until it is visible again. */
export const Paused: Story = stateStory(flow, 'paused')
export const WalkEveryState: Story = walkEveryStateStory(flow)
