// The en-US catalog. Its values are the spec's English texts exactly; its keys define MessageId.
export const enUS = {
  // §8
  'request.error': 'Request Error',
  'list.failed': 'Request failed, click to reload',
  'list.noData': 'No Data',
  'list.noMore': 'No More',
  'list.loading': 'Loading...',
  comingSoon: 'Coming soon',
  'common.confirm': 'Confirm',
  'common.cancel': 'Cancel',
  'common.notice': 'Notice',
  // §2
  // Pages and layout
  'brand.name': 'Global Trade Fair',
  'header.language': 'Language',
  'footer.copyright': '© {year} Global Trade Fair. All rights reserved.',
  'page.notFound': 'The page you are looking for does not exist.',
  'page.backHome': 'Back to the home page',
  'header.loginRegister': 'Login/Reg',
  'header.enterWorkbench': 'Enter Workbench',
  'header.workbench': 'Workbench',
  'home.announcements': 'Announcements',
  'home.bannerCarousel': 'Featured',
  // §5
  'search.blankKeyword': 'Please enter a keyword at least for your search.',
  'search.recentSearches': 'Recent Searches',
  'search.clearHistory': 'Clear history',
  // §9 labels
  'select.placeholder': 'Please select',
  'select.filterByKeyword': 'Filter by keyword',
  'select.noResult': 'No result',
  // §5: only buyers may do these
  'buyerOnly.appointment': 'Your identity is not buyer, do not support to initiate appointment negotiation.',
  'buyerOnly.favorite': 'Your account is not a buyer account and cannot add to favorites.',
  'buyerOnly.instantMessage': 'Your account is not a buyer account and cannot send instant messages.',
  'buyerOnly.submitRequest': 'Your account is not a buyer account and cannot submit request.',
  'buyerOnly.businessCard': 'Your account is not a buyer account and cannot send business card.',
  // §5: login
  'auth.alreadyLoggedIn': 'You are currently logged in, please log out and try again.',
  'auth.visitorNotice': 'You have not logged in and will browse as a visitor. Please log in to continue.',
  'auth.signIn': 'Sign In',
  'auth.register': 'Register',
  'auth.loginFirst': 'Sorry, please log in first',
  // §5
  'phone.maxLength': 'must not exceed {maxLength} characters',
  // §3
  'member.defaultBuyerType': 'Domestic purchaser',
  'booth.area': 'Area {area}',
  // §8: notices
  'company.incompleteNotice':
    'You have not completed company information, please click the button to complete, that you can send instant messages, make negotiation appointments, post sourcing request.',
  'company.completeNow': 'Complete now',
  'buyer.registerPrompt': 'You are not a buyer yet. Click here to register now.',
  // §8 states the meaning only; this wording is ours.
  'externalSite.warning':
    'You are leaving for a third-party website. Information you submit there is governed by that website’s own privacy terms. Continue?',
  'sound.notice': 'Set the browser and system tones to get the webpage reminder sound.',
  // Sections' and pages' own texts, one block each, keys prefixed by the section folder.
  // (end of catalog: add new blocks above this line)
} as const satisfies Record<string, string>;

export type MessageId = keyof typeof enUS;
