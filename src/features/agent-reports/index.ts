/*
 * The agent centre's four reports (team betting, user profit and loss, my income, downline transactions):
 * each a sub-area with its endpoint and page, on the paged report they share (agent-report.tsx, reports.ts).
 * Nothing here is used from outside yet: the agent centre loads each page by path, as its own chunk
 * (src/app/popups/agent-centre.tsx), and the mock answers the endpoint modules by path.
 */
export {};
