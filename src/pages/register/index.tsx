import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import AccountPage from '@site/src/components/account/AccountPage';
import AuthForm from '@site/src/components/account/AuthForm';
import '@generated/page-speed/default/account.js';

export default function RegisterPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <AccountPage
      title={translate({id: 'marketing.account.register.title', message: '注册'})}
      description={translate(
        {id: 'marketing.account.register.description', message: '用邮箱免费注册 {product} 账户。'},
        product,
      )}
      heading={translate({id: 'marketing.account.register.heading', message: '创建 {product} 账户'}, product)}
      lead={translate({
        id: 'marketing.account.register.lead',
        message: '注册免费，只需要邮箱和密码。新账户可以领取一次 3 天的漫画 Pro 会员。',
      })}>
      <AuthForm mode="register" />
    </AccountPage>
  );
}
