import type { WalkModel } from '../testing/walk.ts'
import type { ConversationContext, ConversationEvent, ConversationInput } from './conversation.machine.ts'

export const conversationInput: ConversationInput = { conversationId: 'cv-1', userId: 'e-1' }

export const conversationMessages = [
  { id: 'msg-1', authorId: 't-1', text: 'Hello! Is the role still open?', createdAt: '2026-03-01T10:00:00Z' },
  { id: 'msg-2', authorId: 'e-1', text: 'Yes, it is. When can we talk?', createdAt: '2026-03-01T10:05:00Z' },
]

export const CONVERSATION_ACTORS = ['loadConversation', 'sendMessage', 'markRead']

export const conversationModel: WalkModel<ConversationEvent> = {
  // Counts, not lists: the walk must stay finite however many messages are sent.
  serializeContext: (context: ConversationContext) => ({
    pending: context.messages.some((m) => m.status === 'pending'),
    failed: context.messages.some((m) => m.status === 'failed'),
    unread: context.unread > 0,
  }),
  events: [
    { type: 'SEND', text: 'Tomorrow at 10?', label: 'text' },
    { type: 'RETRY_SEND' },
    { type: 'MARK_READ' },
    {
      type: 'RECEIVED',
      message: { id: 'msg-9', authorId: 't-1', text: 'Works for me.', createdAt: '2026-03-01T10:07:00Z' },
      label: 'from the talent',
    },
    { type: 'RETRY' },
  ],
  outcomes: {
    loadConversation: [
      { label: 'two messages, one unread', output: { messages: conversationMessages, unread: 1 } },
      { label: '403', error: { status: 403, message: 'You cannot access this resource.' } },
    ],
    sendMessage: [
      { label: 'sent', output: { id: 'msg-3', createdAt: '2026-03-01T10:06:00Z' } },
      { label: 'network', error: new TypeError('Failed to fetch') },
    ],
    markRead: [
      { label: 'read', output: null },
      { label: 'network', error: new TypeError('Failed to fetch') },
    ],
  },
}
