import { vi } from 'vitest'

/**
 * Catches the files a screen saves (downloadFile: an object URL clicked as a link): each one's
 * name and contents, in order. jsdom has no object URLs and navigates nowhere; call it before
 * each test (the spy is restored after it, as renderInConsole restores every mock).
 */
export function captureSavedFiles(): { name: string; file: Blob }[] {
  const saved: { name: string; file: Blob }[] = []
  const files = new Map<string, Blob>()
  URL.createObjectURL = (file: Blob) => {
    const url = `blob:file-${files.size}`
    files.set(url, file)
    return url
  }
  URL.revokeObjectURL = () => {}
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, file: files.get(this.getAttribute('href')!)! })
  })
  return saved
}
