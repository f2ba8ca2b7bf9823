// ecommerce 版块的文字（zh-CN），键以其目录名开头。
export const messages = {
  'ecommerce.enter': '立即进入',
};
