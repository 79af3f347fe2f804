export {
  conversationMachine,
  failedMessages,
  type ConversationMachine,
  type ConversationSnapshot,
  type ConversationContext,
  type ConversationEvent,
  type ConversationInput,
  type ChatMessage,
  type MessageStatus,
  type SendMessageInput,
} from './conversation.machine.ts'
export {
  conversationInput,
  conversationModel,
  conversationMessages,
  CONVERSATION_ACTORS,
} from './conversation.fixtures.ts'
