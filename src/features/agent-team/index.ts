/*
 * The agent's team: its overview (agentTeamOverview: the period's figures and trend), its management
 * (agentTeamManagement: the members, a search of the team and a transfer to a direct downline) and the
 * registration of new members (agentRegistration: a new account, the sign-up link and code). Nothing here is
 * used from outside yet: the agent centre loads each page by path, as its own chunk
 * (src/app/popups/agent-centre.tsx), and the mock answers the endpoint modules by path.
 */
export {};
