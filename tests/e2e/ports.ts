/** Local ports of the servers the browser tests start (see playwright.config.ts). */
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 4173);
export const VARIANT_PORT = MAIN_PORT + 1;
export const WRONG_BASE_PORT = MAIN_PORT + 2;
/** Fake hosted-search hosts for the algolia variant: one failing with 500, one hanging, one good. */
export const ALGOLIA_PORTS = {failing: MAIN_PORT + 10, hanging: MAIN_PORT + 11, good: MAIN_PORT + 12} as const;
/** The production build behind Debian's nginx with deploy/nginx/interlinear.conf. */
export const NGINX_PORT = MAIN_PORT + 3;
/** The production build and the accounts API from one origin (server/src/main.ts --site build). */
export const API_PORT = MAIN_PORT + 4;
/** The API server's data folder for the browser tests; emptied each time the server starts. */
export const API_DATA_DIR = `${process.env.TMPDIR ?? '/tmp'}/interlinear-e2e-api-${MAIN_PORT}`;
