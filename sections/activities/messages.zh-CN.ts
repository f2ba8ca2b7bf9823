// activities 版块的文字（zh-CN），键以其目录名开头。
export const messages = {
  'activities.badge.live': '直播中',
  'activities.badge.vr': 'VR展馆',
  'activities.badge.newProduct': '新品',
  'activities.takePart': '立即参与',
};
