import { defineKeyframes } from '@pandacss/dev'

export const keyframes = defineKeyframes({
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
  'fade-out': { from: { opacity: '1' }, to: { opacity: '0' } },
  'scale-in': { from: { opacity: '0', transform: 'scale(0.96)' }, to: { opacity: '1', transform: 'scale(1)' } },
  'scale-out': { from: { opacity: '1', transform: 'scale(1)' }, to: { opacity: '0', transform: 'scale(0.96)' } },
  pulse: { from: { opacity: '1' }, to: { opacity: '0.5' } },
  indeterminate: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
  'expand-height': { from: { height: '0' }, to: { height: 'var(--height)' } },
  'collapse-height': { from: { height: 'var(--height)' }, to: { height: '0' } },
  'slide-in-start': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
  'slide-out-start': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
  'slide-in-end': { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
  'slide-out-end': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
})
