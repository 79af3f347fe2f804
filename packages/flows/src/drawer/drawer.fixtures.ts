import type { WalkModel } from '../testing/walk.ts'
import type { DrawerEvent } from './drawer.machine.ts'

export const drawerModel: WalkModel<DrawerEvent> = {
  serializeContext: () => null,
  events: [{ type: 'TOGGLE' }, { type: 'COLLAPSE' }, { type: 'EXPAND' }],
  outcomes: {},
}
