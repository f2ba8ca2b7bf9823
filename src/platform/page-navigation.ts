// Leaving the page for another of the portal's pages by a full load (login, register, company completion are
// pages of their own). One function, so code that navigates can be tested without a browser's navigation.
export function goToPage(url: string): void {
  window.location.assign(url);
}
