export { ChatComposer, ChatThread, type ChatComposerProps, type ChatThreadProps } from './chat-thread.tsx'
export { threadEntries, type ChatMessage, type ThreadEntry, type ThreadOptions } from './chat-thread.utils.ts'
