// Stands in for a client module the site does not need (see index.ts).
export {};
