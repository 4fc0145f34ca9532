import { HttpError } from '@tessera/core'
import { readImageInfo } from '../images/read-image-info.ts'
import type { AssetKind } from '../store/library-types.ts'

/** Largest upload of each kind, in bytes. */
export interface UploadLimits {
  image: number
  video: number
  file: number
}

/** The limits for a service whose `maxUploadBytes` is `max`: videos may be five times larger. */
export function uploadLimits(max: number): UploadLimits {
  return { image: max, video: max * 5, file: max }
}

/** What an upload is, read from its bytes. */
export interface UploadKind {
  kind: AssetKind
  contentType: string
  width: number | null
  height: number | null
}

const IMAGE_NAME = /\.(avif|gif|jpe?g|png|svg|webp)$/i
const VIDEO_NAME = /\.(mp4|m4v|mov|webm|ogv)$/i

/** Other files the library takes: by extension, with how to recognise their bytes. */
const FILE_TYPES: Readonly<
  Record<string, { contentType: string; magic: 'pdf' | 'zip' | 'text' | 'mp3' }>
> = {
  pdf: { contentType: 'application/pdf', magic: 'pdf' },
  zip: { contentType: 'application/zip', magic: 'zip' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: 'zip',
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: 'zip',
  },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    magic: 'zip',
  },
  txt: { contentType: 'text/plain; charset=utf-8', magic: 'text' },
  csv: { contentType: 'text/csv; charset=utf-8', magic: 'text' },
  md: { contentType: 'text/markdown; charset=utf-8', magic: 'text' },
  json: { contentType: 'application/json', magic: 'text' },
  mp3: { contentType: 'audio/mpeg', magic: 'mp3' },
}

/** The accepted kinds, as said in error messages. */
export const ACCEPTED_UPLOADS =
  'images (JPEG, PNG, WebP, GIF, AVIF, SVG), videos (MP4, MOV, WebM, Ogg) and files (' +
  Object.keys(FILE_TYPES).join(', ') +
  ')'

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length))
}

/** The media type of video bytes (MP4/QuickTime `ftyp`, WebM/Matroska, Ogg), or undefined. */
export function sniffVideo(bytes: Uint8Array): string | undefined {
  if (ascii(bytes, 4, 4) === 'ftyp') {
    return ascii(bytes, 8, 4) === 'qt  ' ? 'video/quicktime' : 'video/mp4'
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return 'video/webm'
  }
  if (ascii(bytes, 0, 4) === 'OggS') return 'video/ogg'
  return undefined
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

function matchesMagic(bytes: Uint8Array, magic: 'pdf' | 'zip' | 'text' | 'mp3'): boolean {
  switch (magic) {
    case 'pdf':
      return ascii(bytes, 0, 5) === '%PDF-'
    case 'zip':
      return ascii(bytes, 0, 4) === 'PK\u0003\u0004'
    case 'text':
      return isUtf8Text(bytes)
    case 'mp3':
      return (
        ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)
      )
  }
}

function tooLarge(what: string, limit: number): HttpError {
  return new HttpError(413, 'PAYLOAD_TOO_LARGE', `${what} may be at most ${limit} bytes`)
}

/**
 * Decides what an upload is from what it claims (its media type and file name) and checks the
 * bytes really are that: an image must be one sharp reads (400 `INVALID_IMAGE`), a video must
 * start like MP4, QuickTime, WebM or Ogg (400 `INVALID_VIDEO`), any other file must have an
 * accepted extension (415 `UNSUPPORTED_FILE_TYPE`) and bytes of that type (400 `INVALID_FILE`).
 * Each kind has its size limit (413). The stored media type is the detected one.
 */
export async function classifyUpload(args: {
  bytes: Uint8Array
  filename: string
  claimedType: string
  limits: UploadLimits
}): Promise<UploadKind> {
  const { bytes, filename, limits } = args
  const claimed = args.claimedType.toLowerCase()
  const size = bytes.byteLength
  if (claimed.startsWith('image/') || IMAGE_NAME.test(filename)) {
    if (size > limits.image) throw tooLarge('An image', limits.image)
    const info = await readImageInfo(bytes)
    return { kind: 'image', contentType: info.contentType, width: info.width, height: info.height }
  }
  if (claimed.startsWith('video/') || VIDEO_NAME.test(filename)) {
    if (size > limits.video) throw tooLarge('A video', limits.video)
    const contentType = sniffVideo(bytes)
    if (!contentType) {
      throw new HttpError(
        400,
        'INVALID_VIDEO',
        'The file is not a supported video: expected MP4, MOV, WebM or Ogg',
      )
    }
    return { kind: 'video', contentType, width: null, height: null }
  }
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? ''
  const type = FILE_TYPES[extension]
  if (!type) {
    throw new HttpError(
      415,
      'UNSUPPORTED_FILE_TYPE',
      `"${filename}" is not a type the library takes: upload ${ACCEPTED_UPLOADS}`,
    )
  }
  if (size > limits.file) throw tooLarge('A file', limits.file)
  if (!matchesMagic(bytes, type.magic)) {
    throw new HttpError(400, 'INVALID_FILE', `"${filename}" is not a valid .${extension} file`)
  }
  return { kind: 'file', contentType: type.contentType, width: null, height: null }
}

/** The kind of a stored media type. */
export function kindOfContentType(contentType: string): AssetKind {
  if (contentType.startsWith('image/')) return 'image'
  if (contentType.startsWith('video/')) return 'video'
  return 'file'
}
