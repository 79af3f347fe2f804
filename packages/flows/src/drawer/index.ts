export {
  drawerMachine,
  readDrawerClosed,
  DRAWER_CLOSED_KEY,
  DRAWER_WIDTH_PX,
  type DrawerMachine,
  type DrawerSnapshot,
  type DrawerContext,
  type DrawerEvent,
  type DrawerInput,
} from './drawer.machine.ts'
export { drawerModel } from './drawer.fixtures.ts'
