// home-search 版块的文字（zh-CN），键以其目录名开头。
export const messages = {
  'home-search.typeLabel': '搜索类型',
  'home-search.submit': '搜索',
  'home-search.hotKeywords': '热门搜索',
};
