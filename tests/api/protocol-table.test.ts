import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Endpoint, FamilyName } from '@/api/endpoint';
import { allEndpoints } from './all-endpoints';

/**
 * docs/protocol.md's table of every call is written from the endpoints themselves, so it cannot fall
 * behind them: `UPDATE_PROTOCOL_TABLE=1 npx vitest run tests/api/protocol-table.test.ts` rewrites it (then `npx prettier --write docs/protocol.md`).
 */
const docPath = join(process.cwd(), 'docs/protocol.md');
const start = '<!-- endpoints:start -->';
const end = '<!-- endpoints:end -->';

const sourceText: Record<Endpoint['source'], string> = {
  reference: 'reference',
  spec: 'spec',
  platform: 'spec 5',
  ours: '**our design**',
};

const sourceCell = (e: Endpoint) =>
  e.evidence ? `${sourceText[e.source]} (${e.evidence})` : sourceText[e.source];

function otherFamilyCell(e: Endpoint, other: FamilyName): string {
  const moduleId = other.moduleId === e.moduleId ? '' : `, ${other.moduleId ?? 'no module id'}`;
  const method = other.method && other.method !== e.method ? `, ${other.method}` : '';
  return `other family: \`${other.link}\`${moduleId}${method}`;
}

function row(e: Endpoint): string {
  const flags = [e.encrypted && 'encrypted', e.form && 'form post', e.answer === 'bare' && 'bare answer']
    .filter(Boolean)
    .join(', ');
  const link = e.otherFamily ? `\`${e.link}\` (${otherFamilyCell(e, e.otherFamily)})` : `\`${e.link}\``;
  return `| \`${e.name}\` | ${e.method} | ${link} | ${e.moduleId ?? 'none'} | ${e.token} | ${flags || '-'} | ${sourceCell(e)} |`;
}

function table(): string {
  const sorted = [...allEndpoints].sort(
    (a, b) => a.link.localeCompare(b.link) || a.name.localeCompare(b.name),
  );
  return [
    '| call | method | link | module id | token | travels | source |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...sorted.map(row),
  ].join('\n');
}

/** Prettier pads the table's cells; the comparison reads past the padding. */
const cells = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => line.replace(/\s*\|\s*/g, '|').replace(/-{3,}/g, '---'))
    .join('\n');

describe('docs/protocol.md', () => {
  it('lists every endpoint with its module id, token and source, as the endpoints define them', () => {
    const doc = readFileSync(docPath, 'utf8');
    const from = doc.indexOf(start);
    const to = doc.indexOf(end);
    expect(from, `docs/protocol.md has no ${start} marker`).toBeGreaterThan(-1);
    const written = doc.slice(from + start.length, to).trim();
    const expected = table();
    if (process.env.UPDATE_PROTOCOL_TABLE && cells(written) !== cells(expected)) {
      writeFileSync(docPath, `${doc.slice(0, from + start.length)}\n\n${expected}\n\n${doc.slice(to)}`);
      return;
    }
    expect(cells(written)).toBe(cells(expected));
  });

  it('names, for every call of the platform’s own clients, the source id where spec 5 shows it', () => {
    const platform = allEndpoints.filter((e) => e.source === 'platform');
    const unnamed = platform.filter(
      (e) => !/^\d{8,}( @~?[\d,]+)?(; \d{8,}( @~?[\d,]+)?)*$/.test(e.evidence ?? ''),
    );
    expect(unnamed.map((e) => e.name)).toEqual([]);
  });
});
