// floating-window 版块的文字（zh-CN），键以其目录名开头。
export const messages = {
  'floating-window.appButton': 'APP',
  'floating-window.appButtonLabel': '下载展会APP',
  'floating-window.close': '关闭',
};
