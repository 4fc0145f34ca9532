/**
 * Draws the demo's image files (abstract gradient and mosaic illustrations, as SVG rasterised
 * with sharp) into `demo/images/`, and copies them into the JSON export's `demo/content/.assets/`
 * (see `src/seed/demo-assets.ts`). Run once, then commit the files:
 * `node --import tsx packages/server/demo/make-images.ts`. Each file stays under 60 KB.
 * @module
 */
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { writeDemoAssets } from '../src/seed/demo-assets.ts'
import { DEMO_CONTENT_DIR } from '../src/seed/demo-export.ts'
import { DEMO_IMAGE_DIR, DEMO_IMAGES } from '../src/seed/demo-images.ts'
import type { DemoImage, DemoImageName } from '../src/seed/demo-images.ts'

const MAX_BYTES = 60 * 1024

/** A deterministic pseudo-random sequence in [0, 1) (a linear congruential generator). */
function sequence(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296
    return state / 4_294_967_296
  }
}

function gradient(id: string, stops: readonly string[], x2 = 1, y2 = 1): string {
  const step = stops.length > 1 ? 100 / (stops.length - 1) : 0
  const parts = stops.map((color, i) => `<stop offset="${i * step}%" stop-color="${color}"/>`)
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${parts.join('')}</linearGradient>`
}

/** Rounded squares on a grid, each white at a random opacity (some left out). */
function mosaic(x: number, y: number, cols: number, rows: number, size: number, seed: number) {
  const random = sequence(seed)
  const gap = size * 0.18
  const tiles: string[] = []
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const opacity = random()
      if (opacity < 0.25) continue
      const left = x + col * (size + gap)
      const top = y + row * (size + gap)
      tiles.push(
        `<rect x="${left}" y="${top}" width="${size}" height="${size}" rx="${size * 0.22}" fill="#fff" fill-opacity="${(opacity * 0.55).toFixed(2)}"/>`,
      )
    }
  }
  return tiles.join('')
}

function svg(image: DemoImage, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}" viewBox="0 0 ${image.width} ${image.height}">${body}</svg>`
}

function hero(image: DemoImage, colors: readonly string[], left: boolean, seed: number): string {
  const x = left ? 120 : 860
  return svg(
    image,
    `<defs>${gradient('g', colors)}<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/>
    <circle cx="${left ? 1200 : 380}" cy="420" r="420" fill="url(#glow)"/>
    ${mosaic(x, 180, 6, 6, 90, seed)}`,
  )
}

function stackedCards(image: DemoImage): string {
  const cards = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${180 + i * 60}" y="${140 + i * 90}" width="380" height="200" rx="28" fill="#fff" fill-opacity="${0.35 + i * 0.25}"/>`,
    )
    .join('')
  return svg(
    image,
    `<defs>${gradient('g', ['#0d9488', '#22d3ee'])}</defs><rect width="800" height="600" fill="url(#g)"/>${cards}`,
  )
}

function rings(image: DemoImage): string {
  const circles = [60, 120, 180, 240]
    .map(
      (r, i) =>
        `<circle cx="400" cy="300" r="${r}" fill="none" stroke="#fff" stroke-width="18" stroke-opacity="${0.85 - i * 0.18}"/>`,
    )
    .join('')
  return svg(
    image,
    `<defs>${gradient('g', ['#6d28d9', '#4f46e5'])}</defs><rect width="800" height="600" fill="url(#g)"/>${circles}<circle cx="400" cy="300" r="28" fill="#fff"/>`,
  )
}

function bars(image: DemoImage): string {
  const heights = [120, 190, 160, 260, 330]
  const rects = heights
    .map(
      (h, i) =>
        `<rect x="${170 + i * 100}" y="${480 - h}" width="60" height="${h}" rx="14" fill="#fff" fill-opacity="${0.55 + i * 0.1}"/>`,
    )
    .join('')
  return svg(
    image,
    `<defs>${gradient('g', ['#fb7185', '#f59e0b'])}</defs><rect width="800" height="600" fill="url(#g)"/>${rects}`,
  )
}

function studio(image: DemoImage): string {
  const blobs = [
    ['#f472b6', 380, 330, 260],
    ['#2dd4bf', 980, 560, 300],
    ['#fbbf24', 760, 220, 170],
  ]
    .map(
      ([color, cx, cy, r]) =>
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" fill-opacity="0.75"/>`,
    )
    .join('')
  return svg(
    image,
    `<defs>${gradient('g', ['#1e1b4b', '#312e81'])}<filter id="blur"><feGaussianBlur stdDeviation="70"/></filter></defs>
    <rect width="1400" height="900" fill="url(#g)"/><g filter="url(#blur)">${blobs}</g>${mosaic(1040, 120, 3, 3, 70, 7)}`,
  )
}

const PALETTE = ['#4f46e5', '#7c3aed', '#ec4899', '#f97316', '#14b8a6', '#facc15']

function stripes(image: DemoImage): string {
  const bands = Array.from({ length: 12 }, (_, i) => {
    const color = PALETTE[i % PALETTE.length] ?? '#4f46e5'
    return `<rect x="${-900 + i * 180}" y="-400" width="180" height="1700" fill="${color}"/>`
  }).join('')
  return svg(image, `<g transform="rotate(25 300 450)">${bands}</g>`)
}

function waves(image: DemoImage): string {
  const layers = ['#c7d2fe', '#a5b4fc', '#818cf8', '#6366f1', '#4338ca']
    .map((color, i) => {
      const y = 180 + i * 85
      return `<path d="M0 ${y} C 200 ${y - 90}, 400 ${y + 90}, 600 ${y} S 1000 ${y - 90}, 1200 ${y} V 600 H 0 Z" fill="${color}"/>`
    })
    .join('')
  return svg(
    image,
    `<defs>${gradient('g', ['#fdf2f8', '#e0e7ff'], 0, 1)}</defs><rect width="1200" height="600" fill="url(#g)"/>${layers}`,
  )
}

function tiles(image: DemoImage): string {
  const random = sequence(42)
  const cells: string[] = []
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      const color = PALETTE[Math.floor(random() * PALETTE.length)] ?? '#4f46e5'
      cells.push(
        `<rect x="${24 + col * 96}" y="${24 + row * 96}" width="84" height="84" rx="18" fill="${color}"/>`,
      )
    }
  }
  return svg(image, `<rect width="800" height="800" fill="#fff7ed"/>${cells.join('')}`)
}

const DRAW: Record<DemoImageName, (image: DemoImage) => string> = {
  'hero-a': (image) => hero(image, ['#4338ca', '#7c3aed', '#db2777'], false, 3),
  'hero-b': (image) => hero(image, ['#f97316', '#f43f5e', '#a21caf'], true, 11),
  'feature-compose': stackedCards,
  'feature-publish': rings,
  'feature-measure': bars,
  'about-studio': studio,
  'gallery-tall': stripes,
  'gallery-wide': waves,
  'gallery-square': tiles,
}

async function encode(image: DemoImage, source: string): Promise<Buffer> {
  const raster = sharp(Buffer.from(source))
  if (image.file.endsWith('.jpg')) return raster.jpeg({ quality: 72, mozjpeg: true }).toBuffer()
  if (image.file.endsWith('.webp')) return raster.webp({ quality: 75 }).toBuffer()
  return raster.png({ palette: true, compressionLevel: 9 }).toBuffer()
}

await mkdir(DEMO_IMAGE_DIR, { recursive: true })
for (const image of DEMO_IMAGES) {
  const path = join(DEMO_IMAGE_DIR, image.file)
  const bytes = await encode(image, DRAW[image.name](image))
  if (bytes.byteLength > MAX_BYTES) throw new Error(`${image.file}: ${bytes.byteLength} bytes`)
  await writeFile(path, bytes)
  console.log(`${image.file}\t${(await stat(path)).size} bytes`)
}
console.log(`demo/content/.assets: ${await writeDemoAssets(DEMO_CONTENT_DIR)} images`)
