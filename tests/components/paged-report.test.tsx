import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedReport, type ReportPage } from '@/components/paged-report/paged-report';
import { csvOf, onScreen, type ReportColumn } from '@/components/paged-report/report-column';
import { readEveryPage } from '@/components/paged-report/read-every-page';
import { useRecordFilters } from '@/components/record-table/use-record-filters';
import { ensureCentreStrings, initI18n } from '@/i18n';
import { captureDownloads, csvLines } from './downloads';

interface Line {
  id: string;
  amount: number;
  note: string;
}

/** 25 lines, two pages of 10 and one of 5; the first one's note needs quoting in a CSV. */
const lines: Line[] = Array.from({ length: 25 }, (_, i) => ({
  id: `L${i + 1}`,
  amount: i + 1,
  note: i === 0 ? 'first, "quoted"' : `note ${i + 1}`,
}));
const PAGE = 10;
const NOW = Date.UTC(2026, 10, 1, 12);

const columns: ReportColumn<Line>[] = [
  { id: 'id', header: 'Line', cell: (line) => line.id, csv: (line) => line.id },
  // Only in the file.
  { id: 'note', header: 'Note', csv: (line) => line.note },
  {
    id: 'amount',
    header: 'Amount',
    csvHeader: 'Amount (BRL)',
    numeric: true,
    cell: (line) => `R$ ${line.amount}`,
    csv: (line) => line.amount,
  },
  // Only on screen.
  { id: 'even', header: 'Even', cell: (line) => (line.amount % 2 === 0 ? 'yes' : 'no') },
];

type LinesPage = ReportPage<Line> & { total: number };

function LinesReport() {
  const controls = useRecordFilters({}, () => NOW);
  const { range, page } = controls;
  const query = useQuery({
    queryKey: ['lines', range, page],
    queryFn: async (): Promise<LinesPage> => ({
      content: lines.slice((page - 1) * PAGE, page * PAGE),
      totalCount: lines.length,
      totalPages: Math.ceil(lines.length / PAGE),
      total: lines.reduce((sum, line) => sum + line.amount, 0),
      asked: { range },
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedReport
      controls={controls}
      query={query}
      failure={() => 'Broken'}
      fileStem="lines"
      columns={columns}
      readAll={() =>
        readEveryPage(async (at) => ({ content: lines.slice((at - 1) * PAGE, at * PAGE), totalPages: 3 }))
      }
      rowKey={(line) => line.id}
      caption={(asked, count) => `Lines from ${asked.startDate} to ${asked.endDate}: ${count}`}
      emptyTitle={() => 'No lines'}
      totals={(answer) => [{ label: 'Total', cells: { amount: `R$ ${answer.total}` } }]}
    />
  );
}

function showReport() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LinesReport />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const bodyRows = (table: HTMLElement) =>
  within(within(table).getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

beforeEach(async () => {
  await initI18n('EN');
  await ensureCentreStrings();
});

describe('PagedReport', () => {
  it('shows the columns that have a cell, one page at a time, with the totals of the whole result', async () => {
    const user = showReport();
    const table = await screen.findByRole('table', { name: 'Lines from 2026-10-26 to 2026-11-01: 25' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Line', 'Amount', 'Even']);
    expect(bodyRows(table)).toHaveLength(10);
    expect(bodyRows(table)[0]).toEqual(['L1', 'R$ 1', 'no']);
    // The totals' label spans the columns before the first figure.
    const foot = within(table).getAllByRole('rowgroup')[2]!;
    expect(within(foot).getByRole('rowheader', { name: 'Total' })).toHaveAttribute('colspan', '1');
    expect(
      within(foot)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['R$ 325', '']);

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows(table)[0]).toEqual(['L11', 'R$ 11', 'no']));
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(5));
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    // The totals are of the whole result, whichever page is shown.
    expect(within(foot).getAllByRole('cell')[0]).toHaveTextContent('R$ 325');
  });

  it('exports every line with the columns that carry a CSV value, in their order', async () => {
    const files = captureDownloads();
    const user = showReport();
    await screen.findByRole('table', { name: /: 25$/ });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('25 lines saved to your downloads.')).toBeInTheDocument();
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('lines-2026-10-26_2026-11-01.csv');
    const fileLines = await csvLines(files[0]!.blob);
    expect(fileLines).toHaveLength(1 + 25);
    expect(fileLines[0]).toBe('Line,Note,Amount (BRL)');
    expect(fileLines[1]).toBe('L1,"first, ""quoted""",1');
    expect(fileLines[25]).toBe('L25,note 25,25');
  });
});

describe('report columns', () => {
  it('split into what the table shows and what the file holds', () => {
    expect(onScreen(columns).map((column) => column.id)).toEqual(['id', 'amount', 'even']);
    const file = csvOf(columns);
    expect(file.header).toEqual(['Line', 'Note', 'Amount (BRL)']);
    expect(file.line(lines[1]!)).toEqual(['L2', 'note 2', 2]);
  });

  it('read every page until the last, and stop at an empty one', async () => {
    const asked: number[] = [];
    const rows = await readEveryPage(async (page) => {
      asked.push(page);
      return { content: page < 3 ? [page] : [], totalPages: 99 };
    });
    expect(rows).toEqual([1, 2]);
    expect(asked).toEqual([1, 2, 3]);
  });
});
