import { csvCell, toCsv } from '@/lib/record-csv';

describe('record CSV', () => {
  it('quotes as RFC 4180 does: commas, quotes and line breaks, with quotes doubled', () => {
    expect(csvCell('Fortune Tiger')).toBe('Fortune Tiger');
    expect(csvCell('Tiger, Gold')).toBe('"Tiger, Gold"');
    expect(csvCell('<b>Lucky</b> & "Gold"')).toBe('"<b>Lucky</b> & ""Gold"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(
      toCsv([
        ['a', 'b'],
        ['c,d', 1.5],
      ]),
    ).toBe('a,b\r\n"c,d",1.5\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+55 11')).toBe("'+55 11");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('Main wallet -> PG Soft')).toBe('Main wallet -> PG Soft');
  });

  it('keeps numbers as numbers, negative ones too', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(1234.56)).toBe('1234.56');
    expect(csvCell(Number.NaN)).toBe('');
  });
});
