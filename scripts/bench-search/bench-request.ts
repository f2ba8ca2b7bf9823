/** One request of a bench run: a GET of `path`, or a POST of `body` as JSON; its figures are reported under `label`. */
export interface BenchRequest {
  label: string;
  path: string;
  body?: unknown;
}
