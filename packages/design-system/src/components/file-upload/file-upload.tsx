import type { ComponentProps, ReactNode } from 'react'
import { FileUpload as ArkFileUpload, useFileUploadContext } from '@ark-ui/react/file-upload'
import { FileText, Upload, X } from 'lucide-react'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { fileUpload } from '@hireloop/styled-system/recipes'
import { Button } from '../button/button.tsx'
import { IconButton } from '../icon-button/icon-button.tsx'
import * as Progress from '../progress/progress.tsx'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(fileUpload)

const StyledRoot = /* @__PURE__ */ withProvider(ArkFileUpload.Root, 'root')
export type RootProps = ComponentProps<typeof StyledRoot>

/** File picking and dropping; `accept`, `maxFiles`, `maxFileSize`, `onFileAccept`, `onFileReject`. */
export function Root({ children, ...props }: RootProps) {
  return (
    <StyledRoot {...props}>
      {children}
      <ArkFileUpload.HiddenInput />
    </StyledRoot>
  )
}

export const Label = /* @__PURE__ */ withContext(ArkFileUpload.Label, 'label')
const StyledDropzone = /* @__PURE__ */ withContext(ArkFileUpload.Dropzone, 'dropzone')
const DropzoneText = /* @__PURE__ */ withContext('p', 'dropzoneText')
const Trigger = /* @__PURE__ */ withContext(ArkFileUpload.Trigger, 'trigger')

export interface DropzoneProps extends ComponentProps<typeof StyledDropzone> {
  /** @default "Drag a file here or" */
  hint?: ReactNode
  /** Label of the browse button. @default "Choose file" */
  triggerLabel?: string
}

/**
 * The drop area (a named group) holding an explicit "Choose file" button: one tab stop, no button inside a button.
 */
export function Dropzone({
  hint = 'Drag a file here or',
  triggerLabel = 'Choose file',
  children,
  ...props
}: DropzoneProps) {
  return (
    <StyledDropzone disableClick role="group" aria-label="File drop area" {...props}>
      <Upload aria-hidden="true" />
      <DropzoneText>{hint}</DropzoneText>
      <Trigger asChild>
        <Button variant="outline" size="sm">
          {triggerLabel}
        </Button>
      </Trigger>
      {children}
    </StyledDropzone>
  )
}

const ItemGroup = /* @__PURE__ */ withContext(ArkFileUpload.ItemGroup, 'itemGroup')
const Item = /* @__PURE__ */ withContext(ArkFileUpload.Item, 'item')
const ItemPreview = /* @__PURE__ */ withContext(ArkFileUpload.ItemPreview, 'itemPreview')
const ItemContent = /* @__PURE__ */ withContext('div', 'itemContent')
const ItemName = /* @__PURE__ */ withContext(ArkFileUpload.ItemName, 'itemName')
const ItemSizeText = /* @__PURE__ */ withContext(ArkFileUpload.ItemSizeText, 'itemSizeText')
const ItemError = /* @__PURE__ */ withContext('p', 'itemError')
const ItemDeleteTrigger = /* @__PURE__ */ withContext(ArkFileUpload.ItemDeleteTrigger, 'itemDeleteTrigger')

export interface ItemsProps {
  /** Upload progress per file name, 0-100; a file without an entry shows no bar. */
  progress?: Record<string, number>
  /** An error message per file name (a failed upload). */
  errors?: Record<string, string>
}

/** The accepted files, each with its size, an upload progress bar, an error and a "Remove <name>" button. */
export function Items({ progress = {}, errors = {} }: ItemsProps) {
  const upload = useFileUploadContext()
  if (upload.acceptedFiles.length === 0) return null
  return (
    <ItemGroup>
      {upload.acceptedFiles.map((file) => {
        const value = progress[file.name]
        const error = errors[file.name]
        return (
          <Item key={file.name} file={file} data-status={error ? 'error' : value === 100 ? 'done' : undefined}>
            <ItemPreview type=".*">
              <FileText aria-hidden="true" />
            </ItemPreview>
            <ItemContent>
              <ItemName />
              <ItemSizeText />
              {value !== undefined && !error && (
                <Progress.Root value={value} size="sm" aria-label={`Uploading ${file.name}`}>
                  <Progress.Bar />
                </Progress.Root>
              )}
              {error && <ItemError role="alert">{error}</ItemError>}
            </ItemContent>
            <ItemDeleteTrigger asChild>
              <IconButton variant="ghost" colorPalette="neutral" size="sm" aria-label={`Remove ${file.name}`}>
                <X />
              </IconButton>
            </ItemDeleteTrigger>
          </Item>
        )
      })}
    </ItemGroup>
  )
}

export { useFileUploadContext as useContext } from '@ark-ui/react/file-upload'
