import {useEffect, useState} from 'react';
import {detectExtension} from '@site/src/lib/extension';

/** 'unknown' until the page marker has been looked for, then the extension's version or 'missing'. */
export function useExtension(): 'unknown' | 'missing' | {readonly version: string} {
  const [state, setState] = useState<'unknown' | 'missing' | {readonly version: string}>('unknown');
  useEffect(() => {
    let live = true;
    void detectExtension(window, document).then((version) => {
      if (live) setState(version ? {version} : 'missing');
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
