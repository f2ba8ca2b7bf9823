// Spec §2, §3: an industry site's home page (/b2bshop/{lang}/index[/miniProg]/industrySites/{id}) is the home
// page drawn from that site's own stored page configuration, named after its id.

const SITE_ID = /^[0-9]{1,18}$/;

/** The page configuration of industry site `id`, or undefined for an id no site can have (then the page is a 404). */
export function industrySitePageName(id: string | undefined): string | undefined {
  return id !== undefined && SITE_ID.test(id) ? `industry-site-${id}` : undefined;
}
