export {
  conversationMachine,
  outgoingToShow,
  type ConversationMachine,
  type ConversationSnapshot,
  type ConversationContext,
  type ConversationEvent,
  type ConversationInput,
  type OutgoingMessage,
  type OutgoingStatus,
  type SendMessageInput,
} from './conversation.machine.ts'
export { conversationInput, conversationModel, CONVERSATION_ACTORS } from './conversation.fixtures.ts'
