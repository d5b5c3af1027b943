/**
 * Every string of the search modal and the search page, translated. DocSearch's own defaults are
 * English; all of them are replaced here, so each locale reads its own language.
 */
import {translate} from '@docusaurus/Translate';

export function searchButtonLabel(): string {
  return translate({
    id: 'layout.search.button',
    message: '搜索',
    description: 'Navbar button that opens the documentation search',
  });
}

export function searchPlaceholder(): string {
  return translate({
    id: 'search.placeholder',
    message: '搜索文档',
    description: 'Placeholder of the search input (the modal and the search page)',
  });
}

export function searchErrorText() {
  return {
    titleText: translate({
      id: 'search.error.title',
      message: '无法获取结果',
      description: 'Search error screen: title',
    }),
    helpText: translate({
      id: 'search.error.help',
      message: '请检查你的网络连接。',
      description: 'Search error screen: hint below the title',
    }),
  };
}

export function modalTranslations() {
  const clear = translate({
    id: 'search.modal.clear',
    message: '清除查询',
    description: 'Title and label of the button that empties the search input',
  });
  const cancel = translate({
    id: 'search.modal.cancel',
    message: '取消',
    description: 'Button that closes the search modal',
  });
  return {
    searchBox: {
      placeholderText: searchPlaceholder(),
      searchInputLabel: searchButtonLabel(),
      clearButtonTitle: clear,
      clearButtonAriaLabel: clear,
      closeButtonText: cancel,
      closeButtonAriaLabel: cancel,
    },
    startScreen: {
      recentSearchesTitle: translate({
        id: 'search.modal.recent',
        message: '最近搜索',
        description: 'Search start screen: heading of recent searches',
      }),
      noRecentSearchesText: translate({
        id: 'search.modal.noRecent',
        message: '没有最近的搜索',
        description: 'Search start screen when nothing was searched yet',
      }),
      saveRecentSearchButtonTitle: translate({
        id: 'search.modal.saveRecent',
        message: '收藏这条搜索',
        description: 'Button that turns a recent search into a favourite',
      }),
      removeRecentSearchButtonTitle: translate({
        id: 'search.modal.removeRecent',
        message: '从最近搜索中删除',
        description: 'Button that removes a recent search',
      }),
      favoriteSearchesTitle: translate({
        id: 'search.modal.favorites',
        message: '收藏',
        description: 'Search start screen: heading of favourite searches',
      }),
      removeFavoriteSearchButtonTitle: translate({
        id: 'search.modal.removeFavorite',
        message: '从收藏中删除',
        description: 'Button that removes a favourite search',
      }),
    },
    errorScreen: searchErrorText(),
    noResultsScreen: {
      noResultsText: translate({
        id: 'search.modal.noResults',
        message: '没有找到相关结果：',
        description: 'No-results screen, followed by the query in quotes',
      }),
      suggestedQueryText: translate({
        id: 'search.modal.suggestions',
        message: '试试搜索',
        description: 'No-results screen: label before the suggested queries',
      }),
      reportMissingResultsText: translate({
        id: 'search.modal.report',
        message: '觉得这次搜索应该有结果？',
        description: 'No-results screen: question before the report link',
      }),
      reportMissingResultsLinkText: translate({
        id: 'search.modal.reportLink',
        message: '告诉我们。',
        description: 'No-results screen: link to report missing results',
      }),
    },
    footer: {
      selectText: translate({
        id: 'search.modal.select',
        message: '选择',
        description: 'Search footer: what Enter does',
      }),
      selectKeyAriaLabel: translate({
        id: 'search.modal.enterKey',
        message: '回车键',
        description: 'Accessible name of the Enter key picture',
      }),
      navigateText: translate({
        id: 'search.modal.navigate',
        message: '切换',
        description: 'Search footer: what the arrow keys do',
      }),
      navigateUpKeyAriaLabel: translate({
        id: 'search.modal.upKey',
        message: '上箭头',
        description: 'Accessible name of the up-arrow key picture',
      }),
      navigateDownKeyAriaLabel: translate({
        id: 'search.modal.downKey',
        message: '下箭头',
        description: 'Accessible name of the down-arrow key picture',
      }),
      closeText: translate({id: 'search.modal.close', message: '关闭', description: 'Search footer: what Escape does'}),
      closeKeyAriaLabel: translate({
        id: 'search.modal.escapeKey',
        message: 'Esc 键',
        description: 'Accessible name of the Escape key picture',
      }),
      poweredByText: translate({
        id: 'search.modal.poweredBy',
        message: '搜索服务提供方',
        description: 'Search footer: text before the hosted search provider logo',
      }),
    },
  };
}

export function seeAllResults(count: number): string {
  return translate(
    {
      id: 'search.modal.seeAll',
      message: '查看全部结果（{count}）',
      description: 'Link at the end of the modal results to the search page',
    },
    {count: String(count)},
  );
}

export function pageTranslations() {
  return {
    title: translate({id: 'pages.search.title', message: '搜索文档', description: 'Title of the search page'}),
    titleWithQuery: (query: string) =>
      translate(
        {
          id: 'search.page.titleWithQuery',
          message: '“{query}”的搜索结果',
          description: 'Title of the search page for a query',
        },
        {query},
      ),
    count: (count: number) =>
      translate(
        {
          id: 'search.page.count',
          message: '共 {count} 条结果',
          description: 'Number of results on the search page; phrase it so it reads right for any number',
        },
        {count: String(count)},
      ),
    noResults: (query: string) =>
      translate(
        {
          id: 'search.page.noResults',
          message: '没有找到与“{query}”相关的结果。',
          description: 'Search page when nothing matches',
        },
        {query},
      ),
    idle: translate({
      id: 'search.page.idle',
      message: '输入关键词，在全部文档中搜索。',
      description: 'Search page before anything is typed',
    }),
    loading: translate({
      id: 'search.page.loading',
      message: '正在搜索…',
      description: 'Search page while results are on their way',
    }),
    retry: translate({
      id: 'search.page.retry',
      message: '重试',
      description: 'Button that runs the search again after an error',
    }),
    pagination: translate({
      id: 'search.page.pagination',
      message: '搜索结果分页',
      description: 'Accessible name of the result page links',
    }),
    previous: translate({
      id: 'search.page.previous',
      message: '上一页',
      description: 'Link to the previous page of results',
    }),
    next: translate({id: 'search.page.next', message: '下一页', description: 'Link to the next page of results'}),
    pageN: (page: number) =>
      translate(
        {
          id: 'search.page.pageN',
          message: '第 {page} 页',
          description: 'Accessible name of a numbered result page link',
        },
        {page: String(page)},
      ),
    remember: translate({
      id: 'search.page.remember',
      message: '在这个浏览器中记住我的最近搜索',
      description: 'Checkbox that turns recent searches on or off',
    }),
    rememberHelp: translate({
      id: 'search.page.rememberHelp',
      message: '关闭后，搜索框不再保存和显示最近搜索，已保存的也会被清除。',
      description: 'Explanation under the recent-searches checkbox',
    }),
  };
}
