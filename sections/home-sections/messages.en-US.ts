// The home-sections section's texts (en-US); keys start with its folder's name.
export const messages = {
  'home-sections.searchPlaceholder': 'Search exhibitors',
  'home-sections.search': 'Search',
  'home-sections.more': 'More exhibition areas',
};
