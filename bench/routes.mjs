// Routes whose first visit is measured, with the most JavaScript (gzip, kB) a first visit may download.
// The home route's 170 kB is the budget; the others get a little more room for their page chunk.
export const routes = [
  { path: '/', budgetKB: 170 },
  { path: '/rng', budgetKB: 200 },
  { path: '/live', budgetKB: 200 },
  { path: '/sports', budgetKB: 200 },
  { path: '/promotions', budgetKB: 200 },
  { path: '/pointMall', budgetKB: 200 },
  { path: '/down', budgetKB: 200 },
  { path: '/agentHome', budgetKB: 200 },
  { path: '/lottery?gameCode=x', budgetKB: 200 },
];
