export {
  connectInspector,
  isInspectorEnabled,
  INSPECT_STORAGE_KEY,
  type InspectorConnection,
  type ConnectInspectorOptions,
} from './inspector.ts'
