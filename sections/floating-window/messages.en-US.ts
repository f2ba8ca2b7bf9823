// The floating-window section's texts (en-US); keys start with its folder's name.
export const messages = {
  'floating-window.appButton': 'APP',
  'floating-window.appButtonLabel': 'Get the fair app',
  'floating-window.close': 'Close',
};
