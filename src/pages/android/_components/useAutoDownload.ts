import {useEffect, useRef, useState} from 'react';

/**
 * Starts downloading `href` once, after the page has loaded in the browser (never on the server),
 * through a hidden link. Returns whether the download was started.
 */
export function useAutoDownload(href: string): boolean {
  const done = useRef(false);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const link = document.createElement('a');
    link.href = href;
    link.download = '';
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setStarted(true);
  }, [href]);
  return started;
}
