export { Toaster, toaster } from './toast.tsx'
