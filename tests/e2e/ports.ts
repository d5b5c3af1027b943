/** Local ports of the servers the browser tests start (see playwright.config.ts). */
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 4173);
export const VARIANT_PORT = MAIN_PORT + 1;
export const WRONG_BASE_PORT = MAIN_PORT + 2;
