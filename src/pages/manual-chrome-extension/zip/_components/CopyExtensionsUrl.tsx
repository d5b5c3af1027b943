import {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {Message} from '@site/src/components/marketing/Section';
import styles from '../styles.module.css';
import '@generated/page-speed/default/zipGuide.js';

const EXTENSIONS_URL = 'chrome://extensions/';
/** How long the "copied" confirmation stays on screen. */
const CONFIRMATION_MS = 3000;

type CopyState = 'idle' | 'copied' | 'refused';

/**
 * The Chrome extensions address with a copy button. Web pages cannot open chrome:// links, so the
 * visitor pastes it into the address bar. When the browser refuses the clipboard, the address is
 * shown selected for copying by hand.
 */
export default function CopyExtensionsUrl(): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const manual = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (state === 'refused') {
      manual.current?.focus();
      manual.current?.select();
    }
  }, [state]);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(EXTENSIONS_URL);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    } catch {
      setState('refused');
    }
  };

  return (
    <div className={styles.copy}>
      <div className={styles.copyRow}>
        <code className={styles.address} translate="no">
          {EXTENSIONS_URL}
        </code>
        <button
          type="button"
          className="button button--sm button--primary"
          data-testid="copy-extensions-url"
          onClick={() => void copy()}>
          {translate({id: 'marketing.zipGuide.copyButton', message: '复制地址'})}
        </button>
        {state === 'copied' && (
          <span className={styles.copied} role="status" data-testid="copy-confirmation">
            {translate({id: 'marketing.zipGuide.copied', message: '复制成功'})}
          </span>
        )}
      </div>
      {state === 'refused' && (
        <Message tone="error">
          <span data-testid="copy-refused">
            {translate({
              id: 'marketing.zipGuide.copyRefused',
              message: '浏览器没有允许写入剪贴板。地址已在下面选中，请按 Ctrl+C（macOS 上按 Command+C）手动复制。',
            })}
          </span>
          <input
            ref={manual}
            className={styles.manualCopy}
            type="text"
            readOnly
            value={EXTENSIONS_URL}
            aria-label={translate({id: 'marketing.zipGuide.manualCopyLabel', message: 'Chrome 扩展程序页面的地址'})}
            data-testid="extensions-url-manual"
            onFocus={(event) => event.currentTarget.select()}
          />
        </Message>
      )}
    </div>
  );
}
