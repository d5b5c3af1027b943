import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {AccountExport} from '@site/src/api/client';
import AccountPage from '@site/src/components/account/AccountPage';
import SignedInOnly from '@site/src/components/account/SignedInOnly';
import {useAction} from '@site/src/components/account/useAction';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import {Message} from '@site/src/components/marketing/Section';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {exportFileName} from '@site/src/lib/accountLinks';
import styles from '@site/src/components/account/AuthForm/styles.module.css';
import '@generated/page-speed/default/account.js';

/** Saves the export as a file the browser downloads. */
function save(data: AccountExport): string {
  const name = exportFileName(data.exportedAt);
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(data, null, 2)}\n`], {type: 'application/json'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

function ExportButton(): ReactNode {
  const api = useApiClient();
  const {action, run} = useAction<AccountExport>();
  const [file, setFile] = useState<string | null>(null);
  const busy = action.status === 'busy';
  return (
    <div className={styles.form} data-testid="export">
      <ul>
        <li>
          {translate({id: 'marketing.account.export.account', message: '账户：邮箱、注册和确认时间、会员和流量余额'})}
        </li>
        <li>
          {translate({
            id: 'marketing.account.export.sessions',
            message: '登录记录：每次登录的开始和到期时间（不含登录凭据）',
          })}
        </li>
        <li>{translate({id: 'marketing.account.export.orders', message: '订单和订阅'})}</li>
        <li>{translate({id: 'marketing.account.export.claims', message: '活动领取和兑换码使用记录'})}</li>
      </ul>
      <button
        type="button"
        className="button button--primary button--block"
        disabled={busy}
        aria-busy={busy}
        onClick={() =>
          run(
            () => api.exportAccount(),
            (data) => setFile(save(data)),
          )
        }
        data-testid="export-download">
        {busy
          ? translate({id: 'marketing.account.export.pending', message: '正在准备…'})
          : translate({id: 'marketing.account.export.download', message: '下载我的数据'})}
      </button>
      <div className={styles.message} aria-live="polite" data-testid="export-message" data-state={action.status}>
        {action.status === 'done' && file && (
          <Message tone="success">
            {translate({id: 'marketing.account.export.done', message: '已下载 {file}。'}, {file})}
          </Message>
        )}
        {action.status === 'failed' && <ApiErrorNotice error={action.error} />}
      </div>
      <p className={styles.switch}>
        <Link to="/docs/PRIVACY/">{translate({id: 'marketing.account.export.privacy', message: '隐私政策'})}</Link>
      </p>
    </div>
  );
}

/** The account's data as one JSON file, downloaded by the signed-in visitor. */
export default function ExportPage(): ReactNode {
  return (
    <AccountPage
      title={translate({id: 'marketing.account.export.title', message: '下载我的数据'})}
      description={translate({
        id: 'marketing.account.export.description',
        message: '把我们保存的账户数据下载为一个 JSON 文件。',
      })}
      heading={translate({id: 'marketing.account.export.title', message: '下载我的数据'})}
      lead={translate({
        id: 'marketing.account.export.lead',
        message: '文件是 JSON 格式，包含我们为这个账户保存的全部数据：',
      })}>
      <SignedInOnly>{() => <ExportButton />}</SignedInOnly>
    </AccountPage>
  );
}
