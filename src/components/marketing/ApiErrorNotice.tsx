import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {ApiError} from '@site/src/api/client';
import {Message} from './Section';
import '@generated/page-speed/default/api.js';

/** A translated message for an API failure that is not the page's own business, with a retry. */
export default function ApiErrorNotice({
  error,
  onRetry,
}: {
  readonly error: ApiError;
  readonly onRetry?: () => void;
}): ReactNode {
  const text =
    error.kind === 'unreachable'
      ? translate({id: 'marketing.api.unreachable', message: '暂时连接不到服务器，请检查网络后重试。'})
      : error.kind === 'unauthorized'
        ? translate({id: 'marketing.api.unauthorized', message: '登录状态已失效，请重新登录。'})
        : translate({id: 'marketing.api.failed', message: '服务器暂时无法处理这个请求，请稍后重试。'});
  return (
    <Message tone="error">
      {text}{' '}
      {onRetry && (
        <button type="button" className="button button--sm button--secondary" onClick={onRetry}>
          {translate({id: 'marketing.api.retry', message: '重试'})}
        </button>
      )}
    </Message>
  );
}
