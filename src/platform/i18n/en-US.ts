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
  // home-sections
  'home-sections.searchPlaceholder': 'Search exhibitors',
  'home-sections.search': 'Search',
  'home-sections.more': 'More exhibition areas',
  // activities
  'activities.badge.live': 'Live',
  'activities.badge.vr': 'VR Hall',
  'activities.badge.newProduct': 'New',
  'activities.takePart': 'Take part',
  // GLOBALSUPPLYMININGDOCKING (sections/global-supply-mining-docking)
  'global-supply-mining-docking.steps': 'How it works',
  'global-supply-mining-docking.more': 'More',
  'global-supply-mining-docking.postRequest': 'Post a sourcing request',
  'global-supply-mining-docking.postRequestHint': 'Get quotes from verified exhibitors',
  'global-supply-mining-docking.exhibitorEntry': 'Exhibitor entry',
  'global-supply-mining-docking.exhibitorEntryHint': 'Browse buyers’ requests and quote',
  'global-supply-mining-docking.tradeMatching': 'Trade matching',
  'global-supply-mining-docking.findSuppliers': 'Find suppliers',
  'global-supply-mining-docking.findBuyers': 'Find buyers',
  // SERVICES (sections/services)
  'services.featured': 'Featured services',
  'services.more': 'More services',
  // HomeHeader (src/pages/home): the menu with the text size options of spec §9
  'header.menu': 'Menu',
  'header.textSize': 'Text size',
  'header.textSize.larger': 'Larger text',
  'header.textSize.standard': 'Standard text',
  'header.textSize.smaller': 'Smaller text',
  // home-search
  'home-search.typeLabel': 'Search for',
  'home-search.type.product': 'Product',
  'home-search.type.exhibitor': 'Exhibitor',
  'home-search.type.booth': 'Booth',
  'home-search.keywordLabel': 'Search keyword',
  'home-search.placeholder.product': 'Product name or keyword',
  'home-search.placeholder.exhibitor': 'Exhibitor name',
  'home-search.placeholder.booth': 'Booth number, e.g. 1.1A01',
  'home-search.submit': 'Search',
  'home-search.hotKeywords': 'Hot searches',
  // floating-window
  'floating-window.appButton': 'APP',
  'floating-window.appButtonLabel': 'Get the fair app',
  'floating-window.close': 'Close',
  // opening-countdown
  'opening-countdown.heading': 'Countdown to opening',
  'opening-countdown.opensOn': 'Opens on',
  'opening-countdown.day': 'day',
  'opening-countdown.days': 'days',
  // offline-meeting
  'offline-meeting.badge': 'Onsite exhibition',
  // trade-promotion-activities
  'trade-promotion-activities.topics': 'Trade promotion topics',
  // news-and-events, friends
  'news-and-events.headline': 'Headline',
  'friends.play': 'Play video: {title}',
  // ecommerce
  'ecommerce.enter': 'Enter',
  // footer-banners
  'footer-banners.label': 'Partner promotions',
  'footer-banners.ad': 'Ad',
  // footer
  'footer.followUs': 'Follow us',
  'footer.scanToFollow': 'Scan to follow',
  'footer.getTheApp': 'Get the app',
  'footer.contactUs': 'Contact us',
  'footer.phone': 'Phone',
  'footer.email': 'Email',
  'footer.address': 'Address',
  'footer.hongKongOffice': 'Hong Kong',
  'footer.pages': 'About this site',
  'footer.aboutUs': 'About us',
  'footer.legal': 'Legal',
  'footer.sitemap': 'Sitemap',
  'footer.cookiePolicy': 'Cookie policy',
  'footer.network.wechat': 'WeChat',
  'footer.network.weibo': 'Weibo',
  'footer.network.douyin': 'Douyin',
  'footer.network.bilibili': 'Bilibili',
  'footer.network.linkedin': 'LinkedIn',
  'footer.network.facebook': 'Facebook',
  'footer.network.x': 'X',
  'footer.network.youtube': 'YouTube',
  'footer.network.instagram': 'Instagram',
  'footer.network.tiktok': 'TikTok',
  'footer.network.whatsapp': 'WhatsApp',
  'footer.store.appStore': 'App Store',
  'footer.store.googlePlay': 'Google Play',
  'footer.store.huawei': 'AppGallery',
  'footer.cookieConsent.label': 'Cookie consent',
  'footer.cookieConsent.message': 'We use cookies to keep this site working and, with your consent, to measure how it is used.',
  'footer.cookieConsent.allow': 'Allow',
  'footer.cookieConsent.deny': 'Deny',
  // (end of catalog: add new blocks above this line)
} as const satisfies Record<string, string>;

export type MessageId = keyof typeof enUS;
