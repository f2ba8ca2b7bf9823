/** Set on #root when the server rendered the page into it, so the browser hydrates instead of rendering anew. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
