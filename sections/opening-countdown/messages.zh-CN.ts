// opening-countdown 版块的文字（zh-CN），键以其目录名开头。
export const messages = {
  'opening-countdown.heading': '开幕倒计时',
  'opening-countdown.opensOn': '开幕日期',
  'opening-countdown.day': '天',
  'opening-countdown.days': '天',
};
