/*
 * The member's records: betting record, account record, bonus details and profit and loss. Nothing here is
 * used from outside yet: the member centre loads each page by path, as its own chunk
 * (src/app/popups/member-centre.tsx), and the mock answers the endpoint modules by path.
 */
export {};
