import { vi } from 'vitest';

/** Captures the files a report's export hands to the browser: the Blob, and the name of the link clicked. */
export function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let pending: Blob | null = null;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn((blob: Blob) => {
      pending = blob;
      return 'blob:report-test';
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href === 'blob:report-test' && pending) files.push({ name: this.download, blob: pending });
  });
  return files;
}

/** A CSV file's lines, without the byte order mark and the last line end. */
export const csvLines = async (blob: Blob) =>
  (await blob.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');
