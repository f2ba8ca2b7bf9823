// footer-banners 版块的文字（zh-CN），键以其目录名开头。
export const messages = {
  'footer-banners.label': '合作推广',
  'footer-banners.ad': '广告',
};
