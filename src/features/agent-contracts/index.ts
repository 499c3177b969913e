/*
 * The agent's contracts (dividend, daily, hourly and real-time salary): each kind's page with its offer form,
 * and the contract popup that asks for an answer to an offer waiting. Nothing here is imported statically
 * from outside: the agent centre loads the pages by path (src/app/popups/agent-centre.tsx), the popup
 * registry the popup (contract-popup.tsx), the after-paint service the check at login
 * (contract-offer-check.ts), each as its own chunk; the mock answers the endpoint modules by path. Which
 * kinds the site enables (the consolidated data) is core's, since the agent centre's menu reads it too.
 */
export {};
