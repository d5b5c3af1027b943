import {useMemo} from 'react';
import {createApiClient, type ApiClient} from '@site/src/api/client';
import {useSettings} from '@site/src/components/useSettings';

/** The API client for the address in the settings. */
export function useApiClient(): ApiClient {
  const {apiBaseUrl} = useSettings();
  return useMemo(() => createApiClient(apiBaseUrl), [apiBaseUrl]);
}
