/**
 * The token of an emailed link (`?token=…`): 32 random bytes in base64url. Anything else in the
 * address is not a token, and is never sent to the server.
 */
import {TOKEN} from '@interlinear/shared/api';

export function tokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && TOKEN.test(token) ? token : null;
}

/** The file name of a data export made at an ISO instant: `interlinear-account-2026-11-25.json`. */
export function exportFileName(exportedAt: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(exportedAt)?.[0] ?? 'export';
  return `interlinear-account-${day}.json`;
}
