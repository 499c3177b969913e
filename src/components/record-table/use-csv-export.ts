import { useCallback, useRef, useState } from 'react';
import { toCsv, type CsvValue } from '@/lib/record-csv';

export type ExportState =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; rows: number } | { kind: 'failed' };

/** Hands the file to the browser's downloads through a link, as a click on a download link would. */
function saveFile(fileName: string, csv: string): void {
  // The byte order mark tells spreadsheet programs the file is UTF-8 (accented Portuguese words).
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns: let it go a moment later, not at once.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Builds a CSV from every line of a record (rows() reads them all) and downloads it. One export at a
 * time: a second click while one runs does nothing.
 */
export function useCsvExport() {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef(false);

  const run = useCallback(
    async (fileName: string, header: readonly CsvValue[], rows: () => Promise<CsvValue[][]>) => {
      if (running.current) return;
      running.current = true;
      setState({ kind: 'busy' });
      try {
        const lines = await rows();
        saveFile(fileName, toCsv([header, ...lines]));
        setState({ kind: 'done', rows: lines.length });
      } catch {
        setState({ kind: 'failed' });
      } finally {
        running.current = false;
      }
    },
    [],
  );

  return { state, run };
}
