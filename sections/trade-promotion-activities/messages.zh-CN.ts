// trade-promotion-activities 版块的文字（zh-CN），键以其目录名开头。
export const messages = {
  'trade-promotion-activities.topics': '贸易促进专题',
};
