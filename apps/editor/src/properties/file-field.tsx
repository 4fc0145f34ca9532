import { useId, useState } from 'react'
import { ApiError } from '../api/api-client.ts'
import type { ApiClient } from '../api/api-client.ts'
import { AssetPickerDialog } from '../assets/asset-picker-dialog.tsx'
import { inputLabel } from './field-kind.ts'
import type { ControlProps } from './field-props.ts'
import { acceptOf, canUpload, fileTypeError, uploadFile } from './upload.ts'

const IMAGE_EXTENSIONS = /\.(avif|gif|jpe?g|png|svg|webp)(\?|#|$)/i

/** Whether a file input holds images (to preview them). */
function isImageInput(type: string | undefined, allowed: unknown, value: string): boolean {
  if (type === 'video') return false
  if (type === 'image' || value.includes('/api/v1/image/') || IMAGE_EXTENSIONS.test(value))
    return true
  return (
    Array.isArray(allowed) &&
    allowed.some((t) => /^(image\/|jpe?g|png|gif|webp|svg)/.test(String(t)))
  )
}

/**
 * A file, image or video: its URL, a file chosen from the computer uploaded to the service's
 * asset library (`POST /api/v1/upload` with the editor's session) within the input's
 * `allowedFileTypes`, or an asset picked from the library (images start on images); images
 * show a preview.
 */
export function FileField(props: ControlProps & { api: ApiClient | undefined }) {
  const { id, describedBy, input, value, onChange, readOnly, invalid, api } = props
  const uploadId = useId()
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false })
  const [picking, setPicking] = useState(false)
  const url = typeof value === 'string' ? value : ''
  const upload = async (file: File) => {
    const refused = fileTypeError(file, input.allowedFileTypes)
    if (refused) return setState({ busy: false, error: refused })
    if (!api) return setState({ busy: false, error: 'Uploads need the service' })
    setState({ busy: true })
    try {
      const uploaded = await uploadFile(api, file)
      onChange(uploaded.url)
      setState({ busy: false })
    } catch (caught: unknown) {
      const message = caught instanceof ApiError ? caught.message : String(caught)
      setState({ busy: false, error: `Upload failed: ${message}` })
    }
  }
  return (
    <div className="file-field">
      <input
        id={id}
        type="url"
        value={url}
        readOnly={readOnly}
        placeholder="https://… or upload a file"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
      {!readOnly && !canUpload(input) && (
        <p className="hint">The service does not store files of this type: give this file’s URL.</p>
      )}
      {!readOnly && canUpload(input) && (
        <div className="upload">
          <label htmlFor={uploadId}>Upload a file for {inputLabel(input)}</label>
          <input
            id={uploadId}
            type="file"
            accept={acceptOf(input.allowedFileTypes)}
            disabled={state.busy}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void upload(file)
            }}
          />
        </div>
      )}
      {!readOnly && api && (
        <button type="button" onClick={() => setPicking(true)}>
          Choose from the library for {inputLabel(input)}
        </button>
      )}
      {picking && api && (
        <AssetPickerDialog
          api={api}
          title={`Choose ${inputLabel(input)} from the library`}
          kind={
            input.type === 'video'
              ? 'video'
              : isImageInput(input.type, input.allowedFileTypes, url)
                ? 'image'
                : ''
          }
          accept={acceptOf(input.allowedFileTypes)}
          onPick={(asset) => {
            const refused = fileTypeError(
              { name: asset.filename, type: asset.contentType },
              input.allowedFileTypes,
            )
            setPicking(false)
            if (refused) return setState({ busy: false, error: refused })
            setState({ busy: false })
            onChange(asset.url)
          }}
          onClose={() => setPicking(false)}
        />
      )}
      {state.busy && <p role="status">Uploading…</p>}
      {state.error && (
        <p role="alert" className="form-error">
          {state.error}
        </p>
      )}
      {url !== '' && isImageInput(input.type, input.allowedFileTypes, url) && (
        <img className="file-preview" src={url} alt={`Preview of ${inputLabel(input)}`} />
      )}
    </div>
  )
}
