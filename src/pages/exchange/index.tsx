import {useCallback, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useSettings} from '@site/src/components/useSettings';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section, {Message} from '@site/src/components/marketing/Section';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import {useApiClient} from '@site/src/components/marketing/useApiClient';
import {formatDate} from '@site/src/lib/accountView';
import {useLocaleInfo} from '@site/src/components/useLocaleInfo';
import SignInPrompt from '@site/src/components/account/SignInPrompt';
import {IDLE, answered, messageState, submit, type Redeem} from './_components/redeem';
import styles from './styles.module.css';
import '@generated/page-speed/default/exchange.js';

/** The one message of the form's current state (typing problem, server answer), or nothing. */
function RedeemMessage({state}: {readonly state: Redeem}): ReactNode {
  const {lang} = useLocaleInfo();
  const {selectMessage} = usePluralForm();
  const kind = messageState(state);
  if (kind === null) return null;
  let body: ReactNode;
  switch (state.status) {
    case 'problem':
      body = (
        <Message tone="error">
          {state.problem === 'empty'
            ? translate({id: 'marketing.exchange.problem.empty', message: '请先输入兑换码。'})
            : state.problem === 'length'
              ? translate({
                  id: 'marketing.exchange.problem.length',
                  message: '兑换码应为 16 位字符（不算短横线和空格），请核对是否漏输或多输了字符。',
                })
              : translate({
                  id: 'marketing.exchange.problem.characters',
                  message:
                    '兑换码里有无效字符。兑换码只用字母和数字，并且不含 0、1、I、L、O、U 这些容易看错的字符，请再核对一遍。',
                })}
        </Message>
      );
      break;
    case 'pending':
      body = (
        <p className={styles.pending} role="status">
          {translate({id: 'marketing.exchange.pending', message: '正在核对兑换码，请稍候…'})}
        </p>
      );
      break;
    case 'success': {
      const duration = selectMessage(
        state.days,
        translate({id: 'marketing.exchange.days', message: '{days} 天'}, {days: String(state.days)}),
      );
      body = (
        <Message tone="success">
          {translate(
            {
              id: 'marketing.exchange.success',
              message: '兑换成功！你的账户增加了 {duration} Pro 会员，会员有效期至 {date}。',
            },
            {duration, date: formatDate(state.expiresAt, lang)},
          )}
        </Message>
      );
      break;
    }
    case 'refused':
      body = (
        <Message tone="error">
          {state.reason === 'invalid'
            ? translate({
                id: 'marketing.exchange.refused.invalid',
                message: '这个兑换码不存在。请对照原始兑换码逐个字符核对后重新输入。',
              })
            : state.reason === 'used'
              ? translate({
                  id: 'marketing.exchange.refused.used',
                  message: '这个兑换码已经被使用过了。每个兑换码只能兑换一次。',
                })
              : state.reason === 'expired'
                ? translate({
                    id: 'marketing.exchange.refused.expired',
                    message: '这个兑换码已经过了有效期，无法再兑换。请联系兑换码的提供方。',
                  })
                : translate({
                    id: 'marketing.exchange.refused.other',
                    message: '这次兑换没有成功，请稍后重试。如果问题一直存在，请写信到 support@interlinear.example。',
                  })}
        </Message>
      );
      break;
    default:
      return null;
  }
  return (
    <div data-testid="redeem-message" data-state={kind} className={styles.message}>
      {body}
    </div>
  );
}

function RedeemForm(): ReactNode {
  const api = useApiClient();
  const [input, setInput] = useState('');
  const [state, setState] = useState<Redeem>(IDLE);
  // A second submit arriving before React re-renders must not send a second request.
  const pending = useRef(false);

  const send = useCallback(
    (code: string) => {
      pending.current = true;
      setState({status: 'pending', code});
      void api.redeem(code).then((result) => {
        pending.current = false;
        setState(answered(code, result));
        if (result.ok) void api.me();
      });
    },
    [api],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending.current) return;
    const next = submit(state, input);
    if (next === null) return;
    if (next.status === 'pending') {
      setInput(next.code);
      send(next.code);
    } else {
      setState(next);
    }
  }

  const isPending = state.status === 'pending';
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor="redeem-code" className={styles.label}>
        {translate({id: 'marketing.exchange.label', message: '兑换码'})}
      </label>
      <p id="redeem-hint" className={styles.hint}>
        {translate({
          id: 'marketing.exchange.hint',
          message: '16 位字母和数字，例如 K7QM-3XWD-9PRT-H2CE。不区分大小写，短横线和空格可以省略。',
        })}
      </p>
      <div className={styles.row}>
        <input
          id="redeem-code"
          className={styles.input}
          type="text"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="redeem-hint"
          aria-invalid={state.status === 'problem' || state.status === 'refused'}
          data-testid="redeem-input"
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={isPending}
          aria-busy={isPending}
          data-testid="redeem-submit">
          {isPending
            ? translate({id: 'marketing.exchange.submit.pending', message: '正在兑换…'})
            : translate({id: 'marketing.exchange.submit', message: '兑换'})}
        </button>
      </div>
      <div aria-live="polite">
        <RedeemMessage state={state} />
        {state.status === 'signedOut' && (
          <SignInPrompt
            text={translate({
              id: 'marketing.exchange.signin.text',
              message: 'Pro 会员会加到当前登录的账户上，请先登录，再回到这里兑换。',
            })}
            action={translate({id: 'marketing.exchange.signin.action', message: '登录'})}
          />
        )}
        {state.status === 'failed' && <ApiErrorNotice error={state.error} onRetry={() => send(state.code)} />}
      </div>
    </form>
  );
}

export default function ExchangePage(): ReactNode {
  const product = {product: useSettings().productName};
  const title = translate(
    {id: 'pages.exchange.title', message: '兑换 Pro 会员', description: 'Title of the exchange page'},
    product,
  );
  const intro = translate(
    {
      id: 'pages.exchange.intro',
      message: '输入兑换码，为当前账户开通或延长 Pro 会员。兑换前请先登录。',
      description: 'Lead paragraph of the exchange page',
    },
    product,
  );
  return (
    <MarketingPage title={title} description={intro}>
      <Section id="redeem" title={translate({id: 'marketing.exchange.form.title', message: '输入兑换码'})}>
        <RedeemForm />
      </Section>

      <Section id="about" title={translate({id: 'marketing.exchange.about.title', message: '兑换码从哪里来'})}>
        <ul className={styles.sources}>
          <li>
            {translate({
              id: 'marketing.exchange.about.gift',
              message: '礼物：朋友或同事把 Pro 会员当作礼物送给你时，你会收到一个兑换码。',
            })}
          </li>
          <li>
            {translate(
              {
                id: 'marketing.exchange.about.event',
                message: '活动：参加 {product} 的社区活动或合作活动，可能获得兑换码作为奖励。',
              },
              product,
            )}
          </li>
          <li>
            {translate({
              id: 'marketing.exchange.about.reseller',
              message: '经销商：通过授权经销商购买的 Pro 会员，会以兑换码的形式交给你。',
            })}
          </li>
        </ul>
        <p>
          {translate({
            id: 'marketing.exchange.about.singleUse',
            message:
              '每个兑换码只能使用一次：兑换后会绑定到当前登录的账户，不能再转给别人。还没用的兑换码请像密码一样保管，不要公开分享。',
          })}
        </p>
        <p>
          {translate({
            id: 'marketing.exchange.about.extend',
            message: '如果你已经是 Pro 会员，兑换得到的天数会接在现有有效期之后。',
          })}
        </p>
        <p className={styles.links}>
          <Link to="/pricing/">
            {translate({id: 'marketing.exchange.about.pricing', message: '没有兑换码？查看 Pro 会员价格'})}
          </Link>
          <Link to="/bill/">{translate({id: 'marketing.exchange.about.bill', message: '查看订单记录'})}</Link>
        </p>
      </Section>
    </MarketingPage>
  );
}
