export * as ImageCropper from './image-cropper.tsx'
export type { RootProviderProps as ImageCropperRootProviderProps } from './image-cropper.tsx'
export { useImageCropper } from '@ark-ui/react/image-cropper'
