// offline-meeting 版块的文字（zh-CN），键以其目录名开头。
export const messages = {
  'offline-meeting.badge': '线下展会',
};
