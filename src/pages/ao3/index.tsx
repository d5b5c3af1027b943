import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useSettings} from '@site/src/components/useSettings';
import MarketingPage from '@site/src/components/marketing/MarketingPage';
import Section, {Steps} from '@site/src/components/marketing/Section';
import {docPath} from '@site/src/site/routes';
import HeroActions from '../_featurePage/HeroActions';
import DetailCards from '../_featurePage/DetailCards';
import ProNote from '../_featurePage/ProNote';
import ClosingCta from '../_featurePage/ClosingCta';
import shared from '../_featurePage/styles.module.css';
import Ao3Art from './_components/Ao3Art';
import '@generated/page-speed/default/ao3.js';

export default function Ao3Page(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <MarketingPage
      title={translate(
        {id: 'pages.ao3.title', message: 'AO3 同人作品 AI 翻译', description: 'Title of the ao3 page'},
        product,
      )}
      description={translate(
        {
          id: 'pages.ao3.intro',
          message:
            '在 Archive of Our Own（AO3）上阅读同人作品时，{product} 用 AI 引擎逐段翻译，原文与译文上下对照，保留作品原有的段落和格式。',
          description: 'Lead paragraph of the ao3 page',
        },
        product,
      )}
      art={<Ao3Art />}
      actions={
        <HeroActions
          primary={{to: '/download/', label: translate({id: 'marketing.ao3.install', message: '免费安装扩展'})}}
          secondary={[
            {to: docPath('prompts'), label: translate({id: 'marketing.ao3.promptsGuide', message: '小说提示词示例'})},
          ]}
        />
      }>
      <Section
        id="how-it-works"
        title={translate({id: 'marketing.ao3.how.title', message: '一章一章地读下去'})}
        lead={translate({
          id: 'marketing.ao3.how.lead',
          message: '同人翻译用的就是网页翻译，只是换上了更适合小说的 AI 服务和提示词。',
        })}>
        <Steps>
          <li>
            {translate(
              {
                id: 'marketing.ao3.how.step1',
                message: '安装 {product} 扩展，打开 AO3 或其他同人站点上你想读的那一章。',
              },
              product,
            )}
          </li>
          <li>
            {translate(
              {
                id: 'marketing.ao3.how.step2',
                message:
                  '在弹出面板中选一个 AI 翻译服务，例如 OpenAI、Claude、DeepSeek，或 Pro 会员可用的 {product} AI，然后点击“翻译此页面”，也可以直接按 Alt+A。',
              },
              product,
            )}
          </li>
          <li>
            {translate({
              id: 'marketing.ao3.how.step3',
              message:
                '读完点“下一章”，在新页面上再按一次 Alt+A。嫌麻烦的话，在设置页的“网站规则”里把这个网站加入“总是翻译”，之后每一章打开就会自动翻译。',
            })}
          </li>
          <li>
            {translate({
              id: 'marketing.ao3.how.step4',
              message:
                '想让译文更贴近原作，就到设置页的“AI 提示词”里换上小说提示词，写明人名怎么译、敬称是否保留、语气要怎样。',
            })}
          </li>
        </Steps>
      </Section>

      <Section id="what-you-get" title={translate({id: 'marketing.ao3.get.title', message: '为同人读者准备的细节'})}>
        <DetailCards
          items={[
            {
              key: 'names',
              title: translate({id: 'marketing.ao3.get.names.title', message: '人名和称呼不走样'}),
              text: translate({
                id: 'marketing.ao3.get.names.text',
                message:
                  '角色名、昵称以及 -san、-kun、senpai 这类敬称，可以按你在提示词里写的规则统一处理，不会一段一个译法。',
              }),
            },
            {
              key: 'tone',
              title: translate({id: 'marketing.ao3.get.tone.title', message: '留住作者的语气'}),
              text: translate({
                id: 'marketing.ao3.get.tone.text',
                message: 'AI 服务按小说来翻译对白和叙述，俏皮、克制还是伤感，原文的味道都尽量保留下来。',
              }),
            },
            {
              key: 'bilingual',
              title: translate({id: 'marketing.ao3.get.bilingual.title', message: '原文就在译文上方'}),
              text: translate({
                id: 'marketing.ao3.get.bilingual.text',
                message: '每段译文紧跟在原文下面，随时能回看作者的原话；按 Alt+S 可以切换成只看译文。',
              }),
            },
            {
              key: 'format',
              title: translate({id: 'marketing.ao3.get.format.title', message: '段落和格式照旧'}),
              text: translate({
                id: 'marketing.ao3.get.format.text',
                message: '分段、场景分隔和作者注都留在原来的位置，读起来还是原来那篇作品。',
              }),
            },
            {
              key: 'context',
              title: translate({id: 'marketing.ao3.get.context.title', message: 'AI 上下文翻译'}),
              text: translate({
                id: 'marketing.ao3.get.context.text',
                message: '先通读整章再逐段翻译，前后的人名和设定更一致（测试版）。',
              }),
              pro: true,
            },
          ]}
        />
      </Section>

      <Section
        id="prompts"
        title={translate({id: 'marketing.ao3.prompts.title', message: '用提示词告诉 AI 你的偏好'})}
        lead={translate({
          id: 'marketing.ao3.prompts.lead',
          message: '在设置页的“AI 提示词”中写下几条规则，之后每一章都会照着翻译。比如：',
        })}>
        <ul className={shared.list}>
          <li>{translate({id: 'marketing.ao3.prompts.rule1', message: '角色名保留英文原名，不要音译。'})}</li>
          <li>{translate({id: 'marketing.ao3.prompts.rule2', message: '保留 -san、-kun 等日语敬称。'})}</li>
          <li>
            {translate({id: 'marketing.ao3.prompts.rule3', message: '对白用口语，符合人物的身份和性格；不要加译注。'})}
          </li>
        </ul>
        <p>
          <Link to={docPath('prompts')}>
            {translate({id: 'marketing.ao3.prompts.link', message: '查看完整的小说提示词示例'})}
          </Link>
        </p>
      </Section>

      <Section id="notes" title={translate({id: 'marketing.ao3.notes.title', message: '费用与注意事项'})}>
        <ProNote>
          <p>
            {translate({
              id: 'marketing.ao3.notes.free',
              message: '翻译同人作品本身免费。用你自己的 OpenAI、Claude 等密钥时，费用由服务商按用量向你收取。',
            })}
          </p>
        </ProNote>
        <ProNote
          pro
          action={
            <Link to="/pricing/">{translate({id: 'marketing.ao3.notes.pricing', message: '了解 Pro 会员'})}</Link>
          }>
          <p>
            {translate(
              {
                id: 'marketing.ao3.notes.pro',
                message: 'Pro 会员无需申请任何密钥，登录后就能使用 {product} AI 引擎，还可以开启 AI 上下文翻译。',
              },
              product,
            )}
          </p>
        </ProNote>
        <ProNote>
          <p>
            {translate({
              id: 'marketing.ao3.notes.respect',
              message: '译文只供自己阅读。请尊重作者的意愿，未经许可不要转载或发布译文。',
            })}
          </p>
        </ProNote>
      </Section>

      <ClosingCta
        title={translate({id: 'marketing.ao3.cta.title', message: '下一章，换你熟悉的语言读'})}
        lead={translate({id: 'marketing.ao3.cta.lead', message: '安装浏览器扩展，打开任意一章，按 Alt+A 就能开始。'})}
        allDownloads={translate({id: 'marketing.ao3.cta.allDownloads', message: '所有下载方式'})}
        docs={[
          {
            doc: 'features/webpage',
            label: translate({id: 'marketing.ao3.cta.docWebpage', message: '网页翻译使用说明'}),
          },
          {doc: 'prompts', label: translate({id: 'marketing.ao3.cta.docPrompts', message: 'AI 提示词指南'})},
        ]}
      />
    </MarketingPage>
  );
}
