// services 版块的文字（zh-CN），键以其目录名开头。
export const messages = {
  'services.featured': '特色服务',
  'services.more': '更多服务',
};
