/** Product rules: constants and limits: the client type of every game call. Its own module: endpoint modules the mock loads read it. */
export const GAME_CLIENT_TYPE = 3;
