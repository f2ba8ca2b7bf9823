// friends 版块的文字（zh-CN），键以其目录名开头。
export const messages = {
  'friends.label': '视频',
  'friends.play': '播放视频：{title}',
  'friends.more': '更多视频',
};
