/** Brings the element `id` names into view once it is rendered (an editor opened below a long list). */
export function revealSoon(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
}
