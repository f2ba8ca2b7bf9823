// home-sections 版块的文字（zh-CN），键以其目录名开头。
export const messages = {
  'home-sections.searchPlaceholder': '搜索展商',
  'home-sections.search': '搜索',
  'home-sections.more': '更多展区',
};
