import { defineTokens } from '@pandacss/dev'

export const durations = defineTokens.durations({
  fastest: { value: '50ms' },
  faster: { value: '100ms' },
  fast: { value: '150ms', description: 'Hover and focus feedback' },
  normal: { value: '200ms', description: 'Small UI transitions' },
  slow: { value: '300ms', description: 'Panels (drawer width)' },
  slower: { value: '400ms' },
  slowest: { value: '500ms' },
  spin: { value: '0.8s', description: 'One spinner turn' },
  spinReduced: { value: '2s', description: 'One spinner turn when the user prefers reduced motion' },
})
