/** The cells and lines of a CSV come from the rules both sides share; this is the browser's part. */
export { type CsvColumn, toCsv } from '@provender/events'

/** Hands the browser a file to save. */
export function downloadFile(filename: string, file: Blob): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** A CSV text as a file to save. */
export const csvFile = (csv: string): Blob => new Blob([csv], { type: 'text/csv;charset=utf-8' })

/** "blue-door-bistro": a file-name-safe form of a name. */
export function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'customer'
  )
}
