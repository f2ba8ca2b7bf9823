// news-and-events 版块的文字（zh-CN），键以其目录名开头。
export const messages = {
  'news-and-events.headline': '头条',
};
