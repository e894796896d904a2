/**
 * Fonts must never block first paint: the app uses the OS's Korean fonts (Noto Sans CJK KR on
 * Debian) through its font stack. This check finds every web font the build would load — an
 * `@font-face` in the built files or the sources, or a font file or font-CDN link — and says
 * which of them could block: an `@font-face` needs `font-display` swap/optional/fallback (or a
 * `unicode-range`, so a Korean subset is only fetched for the characters on the page).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

const SOURCE_ROOTS = ['index.html', 'app', 'design-system', 'public'];
const TEXT_FILES = new Set(['.html', '.css', '.js', '.mjs', '.ts', '.tsx']);
const FONT_FILE = /\.(woff2?|ttf|otf|eot)(\?|$)/i;
const FONT_CDN =
  /fonts\.(googleapis|gstatic)\.com|cdn\.jsdelivr\.net\/[^'"]*font|spoqa|pretendard[^'"]*\.css/i;
const NON_BLOCKING_DISPLAY = /font-display\s*:\s*(swap|optional|fallback)/i;

function filesUnder(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return [];
  if (stats.isFile()) return [path];
  return readdirSync(path).flatMap((name) =>
    name === 'node_modules' ? [] : filesUnder(join(path, name)),
  );
}

function scan(files) {
  const fontFaces = [];
  const fontFiles = [];
  const fontLinks = [];
  for (const file of files) {
    if (FONT_FILE.test(file)) {
      fontFiles.push(file);
      continue;
    }
    if (!TEXT_FILES.has(extname(file)) || /\.(test|stories)\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/@font-face\s*\{[^}]*\}/g)) {
      const block = match[0];
      const nonBlocking = NON_BLOCKING_DISPLAY.test(block) || /unicode-range\s*:/i.test(block);
      fontFaces.push({
        file,
        nonBlocking,
        family: block.match(/font-family\s*:\s*([^;]+)/i)?.[1]?.trim() ?? null,
      });
    }
    if (FONT_CDN.test(text)) fontLinks.push(file);
  }
  return { fontFaces, fontFiles, fontLinks };
}

/** Web fonts in the sources and in the built app; `blocking` lists what could hold back paint. */
export function checkFonts({ builtDir }) {
  const sources = scan(SOURCE_ROOTS.flatMap(filesUnder));
  const built = scan(filesUnder(builtDir));
  const blocking = [...sources.fontFaces, ...built.fontFaces].filter((face) => !face.nonBlocking);
  const webFonts =
    built.fontFaces.length +
    built.fontFiles.length +
    built.fontLinks.length +
    sources.fontLinks.length;
  return { sources, built, blocking, webFonts };
}
