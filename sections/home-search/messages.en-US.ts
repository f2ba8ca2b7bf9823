// The home-search section's texts (en-US); keys start with its folder's name.
export const messages = {
  'home-search.typeLabel': 'Search for',
  'home-search.submit': 'Search',
  'home-search.hotKeywords': 'Hot searches',
};
