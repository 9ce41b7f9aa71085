// CSV for spreadsheets: every cell quoted (RFC 4180, lines end CRLF), and a cell that a spreadsheet
// would read as a formula (starting with = + - @, or a tab or carriage return) gets a leading
// apostrophe, so an address or a name typed into a public form can never run in the operator's sheet.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
