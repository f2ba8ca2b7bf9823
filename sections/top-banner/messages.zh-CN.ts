// top-banner 版块的文字（zh-CN），键以其目录名开头。
export const messages = {
  'top-banner.label': '焦点推荐',
};
