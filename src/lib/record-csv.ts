/**
 * CSV as RFC 4180 writes it (comma separated, CRLF line ends, a field quoted when it holds a comma, a
 * quote or a line break, quotes doubled), with the server's text made harmless for spreadsheets.
 */
export type CsvValue = string | number | null | undefined;

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"): text from
 * the server (a game's name, a remark) must never do that on the member's machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // Numbers stay numbers (a loss of -12.5 is a figure to add up, not a formula).
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
