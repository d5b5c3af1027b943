import {useEffect, useState} from 'react';
import {detectPlatform, type Platform} from '@site/src/lib/platform';

/** The visitor's platform, known only in the browser: null while rendering on the server and at first paint. */
export function usePlatform(): Platform | null {
  const [platform, setPlatform] = useState<Platform | null>(null);
  useEffect(() => {
    setPlatform(detectPlatform(navigator.userAgent, navigator.maxTouchPoints));
  }, []);
  return platform;
}
