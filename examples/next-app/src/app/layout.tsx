import type { Metadata } from 'next'

export const metadata: Metadata = {
  title: 'Tessera on Next.js',
  description: 'A Next.js App Router site rendering Tessera content',
}

export default function RootLayout({
  children,
}: Readonly<{
  children: React.ReactNode
}>) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
