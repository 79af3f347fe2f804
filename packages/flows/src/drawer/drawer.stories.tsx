import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  FlowDiagram,
  stateStory,
  walkEveryStateStory,
  type EventLike,
} from '../../../../.storybook/machine-diagram/index.ts'
import { MemoryStorage } from '../session/session.storage.ts'
import { flowDiagram } from '../testing/index.ts'
import { drawerModel } from './drawer.fixtures.ts'
import { drawerMachine } from './drawer.machine.ts'

const flow = flowDiagram({
  machine: drawerMachine,
  model: drawerModel,
  input: () => ({ storage: new MemoryStorage() }),
  actors: [],
})

/** The recruiters' drawer over a fake local storage (shown in the context as `drawer-closed`). */
function DrawerDiagram({ startAt }: { startAt?: EventLike[] }) {
  return <FlowDiagram flow={flow} title="Drawer" startAt={startAt} />
}

const meta = {
  title: 'Flows/Drawer',
  component: DrawerDiagram,
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
} satisfies Meta<typeof DrawerDiagram>
export default meta
type Story = StoryObj<typeof meta>

export const Collapsed: Story = stateStory(flow, 'collapsed')
export const WalkEveryState: Story = walkEveryStateStory(flow)
