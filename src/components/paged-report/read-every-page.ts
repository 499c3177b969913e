/** What a page of a paged call answers that the export follows. */
export interface PageOfLines<Row> {
  content: readonly Row[];
  totalPages: number;
}

/**
 * Every line of a paged call, for a report's file: the pages one after the other until totalPages, so a
 * backend that caps the page size lower than asked still gives every line. Not cached: a file is a
 * snapshot of the moment it is asked for.
 */
export async function readEveryPage<Row>(
  readPage: (page: number) => Promise<PageOfLines<Row>>,
): Promise<Row[]> {
  const rows: Row[] = [];
  let totalPages = 1;
  for (let page = 1; page <= totalPages; page += 1) {
    const answer = await readPage(page);
    rows.push(...answer.content);
    totalPages = answer.totalPages;
    // A page that comes back empty ends it: a backend counting pages wrongly cannot loop us forever.
    if (answer.content.length === 0) break;
  }
  return rows;
}
