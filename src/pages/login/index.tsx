import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import AccountPage from '@site/src/components/account/AccountPage';
import AuthForm from '@site/src/components/account/AuthForm';
import '@generated/page-speed/default/account.js';

export default function LoginPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <AccountPage
      title={translate({id: 'marketing.account.login.title', message: '登录'})}
      description={translate(
        {id: 'marketing.account.login.description', message: '登录你的 {product} 账户，查看会员状态、流量余额和订单。'},
        product,
      )}
      heading={translate({id: 'marketing.account.login.heading', message: '登录 {product}'}, product)}
      lead={translate({
        id: 'marketing.account.login.lead',
        message: '登录后可以领取活动会员、兑换 Pro 会员和购买流量包。',
      })}>
      <AuthForm mode="login" />
    </AccountPage>
  );
}
