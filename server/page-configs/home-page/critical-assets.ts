// Which of the build's CSS and chunks a server-rendered page needs at once: the CSS whose classes the HTML uses
// goes inline in the head (nothing to wait for before the first paint), the chunks that carry that CSS's
// components are preloaded (hydration finds them loaded). Everything else loads when the page asks for it.
// A class defined by one sheet only names its sheet; one that many sheets share (composed from a shared
// module) is covered by any one of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An entry of Vite's build manifest (dist/.vite/manifest.json), as far as it is read here. */
interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestEntry>;

interface StyleSheet {
  file: string;
  text: string;
  classes: ReadonlySet<string>;
  /** The chunks (with what they import) that load this CSS. */
  chunks: string[];
}

export interface CriticalAssets {
  /** The CSS to inline: the entry's, then the sheets the classes of `html` come from. */
  css: string;
  /** The files `css` is made of, whole. */
  cssFiles: string[];
  /** The chunks to preload beside the entry's: those carrying the inlined sheets' components. */
  modulePreloads: string[];
}

export interface CriticalAssetIndex {
  /** The CSS files of the entry and the chunks it imports (index.html links them; the server inlines them instead). */
  entryCss: readonly string[];
  /** Each language's message catalog file (common/i18n/messages.ts fetches it), by language. */
  messageCatalogs: Readonly<Record<string, string>>;
  forHtml(html: string): CriticalAssets;
}

const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

export function classesDefinedIn(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(CLASS_SELECTOR), (match) => match[1] ?? ''));
}

export function classesUsedIn(html: string): Set<string> {
  return new Set(
    Array.from(html.matchAll(CLASS_ATTRIBUTE), (match) => (match[1] ?? '').split(/\s+/))
      .flat()
      .filter(Boolean),
  );
}

/** A chunk and every chunk it imports statically, as files. */
function chunkWithImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) chunkWithImports(manifest, imported, into);
  return into;
}

/** The CSS a chunk brings, its static imports' included. */
function cssOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [...(entry.css ?? []), ...(entry.imports ?? []).flatMap((imported) => cssOf(manifest, imported, seen))];
}

/** Reads the build's manifest and CSS once; `forHtml` then costs a scan of the rendered HTML. */
export function readCriticalAssetIndex(staticDir: string): CriticalAssetIndex {
  const manifest = JSON.parse(readFileSync(join(staticDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const [entryKey, entry] = Object.entries(manifest).find(([, candidate]) => candidate.isEntry) ?? [];
  if (!entryKey || !entry) throw new Error('the build manifest names no entry');
  // The entry's own and its static imports' (the boot chunk's): the page links them all before its first paint.
  const entryCss = [...new Set(cssOf(manifest, entryKey))];
  const entryChunks = chunkWithImports(manifest, entryKey);
  const sheets = new Map<string, StyleSheet>();
  for (const [key, entry] of Object.entries(manifest)) {
    // A chunk's manifest entry lists the CSS of everything it imports too; a sheet belongs to the chunks that bring it themselves.
    const inherited = new Set((entry.imports ?? []).flatMap((imported) => cssOf(manifest, imported)));
    for (const file of (entry.css ?? []).filter((css) => !inherited.has(css) && !entryCss.includes(css))) {
      const chunks = [...chunkWithImports(manifest, key)].filter((chunk) => !entryChunks.has(chunk));
      const known = sheets.get(file);
      if (known) {
        known.chunks = [...new Set([...known.chunks, ...chunks])];
        continue;
      }
      const text = readFileSync(join(staticDir, file), 'utf8');
      sheets.set(file, { file, text, classes: classesDefinedIn(text), chunks });
    }
  }
  const entryText = entryCss.map((file) => readFileSync(join(staticDir, file), 'utf8')).join('\n');
  const entryClasses = classesDefinedIn(entryText);
  // A class composed from a shared module is copied into every sheet that composes it: such a class tells
  // which sheets would do, not which are needed.
  const definedBy = new Map<string, StyleSheet[]>();
  for (const sheet of sheets.values()) for (const name of sheet.classes) definedBy.set(name, [...(definedBy.get(name) ?? []), sheet]);
  const messageCatalogs = Object.fromEntries(
    Object.entries(manifest).flatMap(([key, { file }]) => {
      const language = /^common\/generated\/messages\/([a-z]{2}-[A-Z]{2})\.json$/.exec(key)?.[1];
      return language ? [[language, file]] : [];
    }),
  );
  return {
    entryCss,
    messageCatalogs,
    forHtml(html) {
      const used = [...classesUsedIn(html)].filter((name) => !entryClasses.has(name) && definedBy.has(name));
      const critical = new Set(used.flatMap((name) => (definedBy.get(name)?.length === 1 ? (definedBy.get(name) ?? []) : [])));
      for (const name of used) {
        const candidates = definedBy.get(name) ?? [];
        if (candidates.some((sheet) => critical.has(sheet))) continue;
        // The sheet that costs the fewest chunks: the shared module's own, not a page's that composes it (a
        // visually hidden label would otherwise preload the login form).
        const preloaded = new Set([...critical].flatMap((sheet) => sheet.chunks));
        const cost = (sheet: StyleSheet) => sheet.chunks.filter((chunk) => !preloaded.has(chunk)).length;
        const cheapest = candidates.reduce<StyleSheet | undefined>((best, sheet) => (best === undefined || cost(sheet) < cost(best) ? sheet : best), undefined);
        if (cheapest) critical.add(cheapest);
      }
      const inOrder = [...sheets.values()].filter((sheet) => critical.has(sheet));
      return {
        css: [entryText, ...inOrder.map((sheet) => sheet.text)].join('\n'),
        cssFiles: [...entryCss, ...inOrder.map((sheet) => sheet.file)],
        modulePreloads: [...new Set(inOrder.flatMap((sheet) => sheet.chunks))],
      };
    },
  };
}
