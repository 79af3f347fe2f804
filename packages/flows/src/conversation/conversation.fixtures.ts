import type { WalkModel } from '../testing/walk.ts'
import type { ConversationContext, ConversationEvent, ConversationInput } from './conversation.machine.ts'

export const conversationInput: ConversationInput = { conversationId: 'cv-1' }

export const CONVERSATION_ACTORS = ['sendMessage']

export const conversationModel: WalkModel<ConversationEvent> = {
  // Flags, not lists: the walk must stay finite however many messages are sent.
  serializeContext: (context: ConversationContext) => ({
    pending: context.outbox.some((m) => m.status === 'pending'),
    failed: context.outbox.some((m) => m.status === 'failed'),
  }),
  events: [{ type: 'SEND', text: 'Tomorrow at 10?', label: 'text' }, { type: 'RETRY_SEND' }],
  outcomes: {
    sendMessage: [
      { label: 'sent', output: { id: 'msg-3', createdAt: '2026-03-01T10:06:00Z' } },
      { label: 'network', error: new TypeError('Failed to fetch') },
    ],
  },
}
