import { useId, useState } from 'react'
import type { DragEvent } from 'react'
import { ApiError } from '../api/api-client.ts'
import type { ApiClient } from '../api/api-client.ts'
import { uploadAsset } from './assets-api.ts'
import type { LibraryAsset } from './assets-api.ts'

/**
 * Uploads into the library: files dropped on the zone or chosen with its file input, one
 * after the other; says how many are on their way and why any was refused.
 */
export function UploadZone({
  api,
  accept,
  onUploaded,
}: {
  api: ApiClient
  accept?: string | undefined
  onUploaded: (assets: LibraryAsset[]) => void
}) {
  const inputId = useId()
  const [over, setOver] = useState(false)
  const [busy, setBusy] = useState(0)
  const [errors, setErrors] = useState<string[]>([])

  const upload = async (files: File[]) => {
    if (files.length === 0) return
    setErrors([])
    setBusy(files.length)
    const done: LibraryAsset[] = []
    const failed: string[] = []
    for (const file of files) {
      try {
        done.push(await uploadAsset(api, file))
      } catch (caught: unknown) {
        const message = caught instanceof ApiError ? caught.message : String(caught)
        failed.push(`${file.name}: ${message}`)
      }
      setBusy((n) => n - 1)
    }
    setErrors(failed)
    if (done.length > 0) onUploaded(done)
  }

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setOver(false)
    void upload([...event.dataTransfer.files])
  }

  return (
    <div
      className={`upload-zone${over ? ' over' : ''}`}
      data-testid="upload-zone"
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p>Drop images, videos or files here, or</p>
      <label htmlFor={inputId} className="upload-button">
        Choose files to upload
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        multiple
        accept={accept}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ''
          void upload(files)
        }}
      />
      {busy > 0 && <p role="status">Uploading {busy}…</p>}
      {errors.length > 0 && (
        <div role="alert" className="form-error">
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
