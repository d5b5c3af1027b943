import {useEffect, useRef, useState} from 'react';

/**
 * Starts downloading `href` once, after the page has loaded in the browser (never on the server),
 * in a hidden frame: the page itself never navigates, so when the address fails (an error page,
 * no network) the failure stays inside the invisible frame and the visitor keeps this page with
 * its manual link and notes. The Content-Security-Policy allows frames from the address's origin
 * only (scripts/lib/csp.ts). Returns whether the download was started.
 */
export function useAutoDownload(href: string): boolean {
  const done = useRef(false);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const frame = document.createElement('iframe');
    frame.src = href;
    frame.hidden = true;
    frame.title = '';
    frame.setAttribute('aria-hidden', 'true');
    frame.dataset.testid = 'android-download-frame';
    document.body.appendChild(frame);
    setStarted(true);
  }, [href]);
  return started;
}
