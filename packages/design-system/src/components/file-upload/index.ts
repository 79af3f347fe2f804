export * as FileUpload from './file-upload.tsx'
export type { RootProps as FileUploadRootProps, DropzoneProps as FileUploadDropzoneProps } from './file-upload.tsx'
export type { FileUploadFileAcceptDetails, FileUploadFileRejectDetails } from '@ark-ui/react/file-upload'
