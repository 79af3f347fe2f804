export { ChatComposer, ChatThread, type ChatComposerProps, type ChatThreadProps } from './chat-thread.tsx'
export {
  characterCount,
  threadEntries,
  type ChatMessage,
  type ThreadEntry,
  type ThreadOptions,
} from './chat-thread.utils.ts'
